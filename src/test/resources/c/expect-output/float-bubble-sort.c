// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -inf -7e+10 -1.25 0 -0 1e-300 0.1 0.3 0.3 0.666667 3.5 inf\n
// EXPECT-STDOUT: -inf -0x1.04c533cp+36 -0x1.4p+0 0x0p+0 -0x0p+0 0x1.56e1fc2f8f359p-997 0x1.999999999999ap-4 0x1.3333333333333p-2 0x1.3333333333334p-2 0x1.5555555555555p-1 0x1.cp+1 inf\n
// EXPECT-STDOUT: 0.337479 0.327576 0.301224 0.258286 0.184967 0.152405 -0.255173 -0.446625\n
// Bubble sort of doubles (with negative zero and infinities), then a float array sorted descending
#include <stdio.h>

static void sort(double *a, int n) {
    for (int i = 0; i < n - 1; i++)
        for (int j = 0; j < n - 1 - i; j++)
            if (a[j] > a[j + 1]) { double t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }
}

int main(void) {
    double inf = 1e308 * 10;
    double a[] = { 3.5, -1.25, 0.1, 1e-300, -inf, 2.0 / 3.0, 0.0, -0.0, inf, -7e10, 0.30000000000000004, 0.3 };
    int n = sizeof a / sizeof a[0];
    sort(a, n);
    for (int i = 0; i < n; i++) printf("%g%s", a[i], i == n - 1 ? "\n" : " ");
    for (int i = 0; i < n; i++) printf("%a%s", a[i], i == n - 1 ? "\n" : " ");
    float f[8];
    unsigned seed = 12345;
    for (int i = 0; i < 8; i++) {
        seed = seed * 1103515245u + 12345u;
        f[i] = (float)(seed >> 16) / 65536.0f - 0.5f;
    }
    for (int i = 0; i < 7; i++)
        for (int j = 0; j < 7 - i; j++)
            if (f[j] < f[j + 1]) { float t = f[j]; f[j] = f[j + 1]; f[j + 1] = t; }
    for (int i = 0; i < 8; i++) printf("%.6f%s", f[i], i == 7 ? "\n" : " ");
    return 0;
}
