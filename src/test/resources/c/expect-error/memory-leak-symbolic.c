// RUN: effigy explore --check-leaks
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: n > 3 overwrites the only pointer to the first block before the free: that block is lost when
// main returns (error leaf at the return); n <= 3 frees it (returned).
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int n = __VERIFIER_nondet_int();
    char *p = malloc(8);
    p[0] = 'a';
    if (n > 3) {
        p = malloc(16);
        p[0] = 'b';
    }
    free(p);
    return 0; // EXPECT-ERROR: memory-leak
}
