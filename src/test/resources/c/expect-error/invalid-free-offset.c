// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: skip > 0 moves p one byte into the block, and free(p) is invalid (error leaf);
// skip <= 0 frees the block itself (returned leaf).
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    char *s = malloc(8);
    char *p = s;
    int skip = __VERIFIER_nondet_int();
    if (skip > 0) p = s + 1;
    free(p); // EXPECT-ERROR: invalid-free
    return 0;
}
