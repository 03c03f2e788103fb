// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; the same block is freed through an alias.
#include <stdlib.h>

int main(void) {
    char *a = malloc(8);
    char *b = a;
    a[0] = 'x';
    free(a);
    free(b); // EXPECT-ERROR: double-free
    return 0;
}
