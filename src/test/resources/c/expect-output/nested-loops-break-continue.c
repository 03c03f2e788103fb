// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: (0,1)(0,2)(1,0)(1,2)(2,0)(2,1)\n
// EXPECT-STDOUT: pairs=6 i=2 j=3\n
// EXPECT-STDOUT: 2 4 6\x20\n
// break and continue affect only the innermost loop.
#include <stdio.h>

int main(void) {
    int i, j, pairs = 0;
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 4; j++) {
            if (j == i) continue;
            if (j > 2) break;
            pairs++;
            printf("(%d,%d)", i, j);
        }
        if (i == 2) break;
    }
    printf("\npairs=%d i=%d j=%d\n", pairs, i, j);
    i = 0;
    while (1) {
        if (++i % 2) continue;
        if (i > 6) break;
        printf("%d ", i);
    }
    printf("\n");
    return 0;
}
