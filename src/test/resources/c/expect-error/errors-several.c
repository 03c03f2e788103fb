// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=1 error=3
// Leaves: the switch on a symbol has four feasible ways (0, 1, 2, other). Each of the first three
// fails on every input of its way (the index choice + 2 is 3 when choice == 1): three error leaves of
// different kinds; the default returns.
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int choice = __VERIFIER_nondet_int();
    int a[3] = {0, 1, 2};
    int *p = NULL;
    int zero = 0;
    switch (choice) {
    case 0:
        return 10 / zero; // EXPECT-ERROR: division-by-zero
    case 1:
        return a[choice + 2]; // EXPECT-ERROR: out-of-bounds
    case 2:
        return *p; // EXPECT-ERROR: null-dereference
    default:
        return 0;
    }
}
