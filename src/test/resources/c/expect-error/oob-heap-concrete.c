// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; reading p[3] of a 3-int heap block is out of bounds. (malloc is assumed
// to succeed, as in KLEE.)
#include <stdlib.h>

int main(void) {
    int *p = malloc(3 * sizeof(int));
    int i, sum = 0;
    for (i = 0; i < 3; i++) p[i] = i + 1;
    for (i = 0; i <= 3; i++) {
        sum += p[i]; // EXPECT-ERROR: out-of-bounds
    }
    free(p);
    return sum;
}
