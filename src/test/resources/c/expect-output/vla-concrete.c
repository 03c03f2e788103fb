// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 20 12 120\n
// EXPECT-STDOUT: 0 1 2 3 4 10 11 12 13 14 20 21 22 23 24 \n
// EXPECT-STDOUT: 9 sum 210\n
// Variable-length arrays with concrete lengths: sizeof at run time, a 2-D VLA (row stride m * 4), a VLA in
// a loop (a new object each iteration) and a VLA parameter.
#include <stdio.h>

static int sum(int n, int a[n]) {
    int s = 0;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

int main(void) {
    int n = 3, m = 5;
    int v[m];
    int grid[n][m];
    printf("%d %d %d\n", (int) sizeof v, (int) sizeof(int[n]), (int) sizeof grid * 2);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) grid[i][j] = 10 * i + j;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) printf("%d ", grid[i][j]);
    printf("\n");
    int total = 0;
    for (int k = 1; k <= 3; k++) {
        int w[k * 3];
        for (int i = 0; i < k * 3; i++) w[i] = i;
        total += (int) (sizeof w / sizeof w[0]);
    }
    int r[21];
    for (int i = 0; i < 21; i++) r[i] = i;
    printf("%d sum %d\n", total - 9, sum(21, r));
    return 0;
}
