// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: i=0\n
// EXPECT-STDOUT: i=1\n
// EXPECT-STDOUT: i=2\n
// EXPECT-STDOUT: found 12 at i=1 j=2\n
// goto: a backward jump as a loop, and a jump out of nested loops.
#include <stdio.h>

int main(void) {
    int i = 0, j, found = -1;
    int grid[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
again:
    printf("i=%d\n", i);
    i++;
    if (i < 3) goto again;

    for (i = 0; i < 3; i++) {
        for (j = 0; j < 3; j++) {
            if (grid[i][j] == 6) {
                found = i * 10 + j;
                goto done;
            }
        }
    }
done:
    printf("found %d at i=%d j=%d\n", found, i, j);
    goto skip;
    printf("skipped\n");
skip:
    return 0;
}
