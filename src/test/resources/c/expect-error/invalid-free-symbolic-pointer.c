// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=2 error=2
// Leaves: free gets pointers whose values are symbolic (computed, not chosen by a branch). i > 7 frees
// nothing (returned); i in 1..7 points into the block: an invalid free (error); i == 0 frees s. Then the
// second pointer is t for j < 128 (returned) and s again for j >= 128: a double free (error).
#include <stdlib.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    char *s = malloc(8);
    char *t = malloc(8);
    unsigned char i = __VERIFIER_nondet_uchar();
    unsigned char j = __VERIFIER_nondet_uchar();
    if (i > 7) return 0;
    free(s + i); // EXPECT-ERROR: invalid-free
    unsigned long pick = (unsigned long) (j >= 128);
    free((char *) ((unsigned long) t * (1 - pick) + (unsigned long) s * pick)); // EXPECT-ERROR: double-free
    return 0;
}
