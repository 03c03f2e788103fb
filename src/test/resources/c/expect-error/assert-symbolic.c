// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: a > b takes m = a and both assertions hold (returned leaf). a <= b takes m = b: the first
// assertion holds, the second (b > b) cannot hold on this path (error leaf; nothing continues).
#include <assert.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    int m;
    if (a > b) {
        m = a;
    } else {
        m = b;
    }
    assert(m >= a);
    assert(m > b); // EXPECT-ERROR: assertion
    return 0;
}
