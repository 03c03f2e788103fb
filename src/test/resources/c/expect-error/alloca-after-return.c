// RUN: effigy run
// EXPECT-STDOUT: 7\n
// alloca's block dies when the function that made it returns, not at the end of a block: fill's loop body ends
// and the block is still there; the pointer main gets back is dangling.
#include <stdio.h>
extern void *alloca(unsigned long size);

int *fill(int n) {
    int *a = 0;
    for (int i = 0; i < 1; i++) {
        a = alloca(n * sizeof(int));
    }
    for (int i = 0; i < n; i++) a[i] = i + 7;
    printf("%d\n", a[0]);
    return a;
}

int main(void) {
    int *a = fill(3);
    return a[1]; // EXPECT-ERROR: use-after-free
}
