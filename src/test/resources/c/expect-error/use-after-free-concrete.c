// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; the block is read after free.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int *p = malloc(sizeof(int));
    *p = 42;
    free(p);
    printf("%d\n", *p); // EXPECT-ERROR: use-after-free
    return 0;
}
