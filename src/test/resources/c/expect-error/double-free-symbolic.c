// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: mode == 1 frees early, then mode >= 1 can only be true: second free (error leaf).
// mode != 1 forks on mode >= 1: mode >= 2 and mode <= 0 each free once and return (2 leaves).
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int *p = malloc(4 * sizeof(int));
    int mode = __VERIFIER_nondet_int();
    if (mode == 1) free(p);
    if (mode >= 1) {
        free(p); // EXPECT-ERROR: double-free
    } else {
        free(p);
    }
    return 0;
}
