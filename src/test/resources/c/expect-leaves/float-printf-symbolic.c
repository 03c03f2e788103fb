// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: the printf of a symbolic double is recorded with its term and printed for each test input by the
// replay, exactly as glibc would (%a, %g); the branch on h > 0.5 makes two leaves.
#include <stdio.h>
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
    double h = __VERIFIER_nondet_double();
    __VERIFIER_assume(h >= 0.0 && h <= 1.0);
    double half = h * 0.5f;
    printf("%a %g\n", half, h + 1);
    if (h > 0.5) return 1;
    return 0;
}
