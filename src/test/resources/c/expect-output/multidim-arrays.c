// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: row 0: 6\n
// EXPECT-STDOUT: row 1: 46\n
// EXPECT-STDOUT: row 2: 86\n
// EXPECT-STDOUT: 21 13\n
// EXPECT-STDOUT: 15\n
// EXPECT-STDOUT: 18\n
// EXPECT-STDOUT: 3 4 32\n
// Two- and three-dimensional arrays, row pointers and sizes.
#include <stdio.h>

int trace(int m[3][3]) {
    return m[0][0] + m[1][1] + m[2][2];
}

int main(void) {
    int m[3][4];
    int sq[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int cube[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
    int i, j, total = 0;
    int *row;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 4; j++)
            m[i][j] = i * 10 + j;
    for (i = 0; i < 3; i++) {
        int s = 0;
        for (j = 0; j < 4; j++) s += m[i][j];
        printf("row %d: %d\n", i, s);
    }
    row = m[2];
    printf("%d %d\n", row[1], *(*(m + 1) + 3));          // 21 13
    printf("%d\n", trace(sq));                           // 15
    for (i = 0; i < 2; i++)
        for (j = 0; j < 2; j++)
            total += cube[i][j][1 - i];
    printf("%d\n", total);                               // 2 + 4 + 5 + 7
    printf("%d %d %d\n", (int)(sizeof m / sizeof m[0]), (int)(sizeof m[0] / sizeof m[0][0]), (int)sizeof cube);
    return 0;
}
