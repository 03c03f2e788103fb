// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: choose() forks on k > 10. With k > 10 it returns &g and main forks again on k > 20: two
// returned leaves. With k <= 10 it returns NULL, k > 20 is impossible, and *p is a null dereference.
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);

int g = 7;

int *choose(int k) {
    if (k > 10) return &g;
    return NULL;
}

int main(void) {
    int k = __VERIFIER_nondet_int();
    int *p = choose(k);
    if (k > 20) return 0;
    return *p; // EXPECT-ERROR: null-dereference
}
