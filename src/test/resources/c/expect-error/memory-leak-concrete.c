// RUN: effigy run --check-leaks
// EXPECT-STDOUT: 42\n
// With --check-leaks, heap memory lost when main returns is an error at the return: the block's only
// pointer (kept in a global for a while) is dropped, so nothing reaches it any more. The message names
// the malloc's line. A block that a global still points to is not lost (SV-COMP's valid-memtrack).
#include <stdio.h>
#include <stdlib.h>

int *volatile last;
int *kept;

int main(void) {
    int *p = malloc(sizeof(int));
    *p = 42;
    last = p;
    kept = malloc(sizeof(int));
    printf("%d\n", *last);
    last = 0;
    p = 0;
    return 0; // EXPECT-ERROR: memory-leak
}
