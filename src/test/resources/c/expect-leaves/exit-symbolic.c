// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: x > 0 ends the program with exit(1), x <= 0 returns from main: two leaves, both "returned"
// (an exit() ends the path like a return from main, with the exit status as an output); the code after
// exit() never runs.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x > 0) {
        exit(1);
        reach_error();
    }
    return 0;
}
