// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.99999cp-1 0x1p-1 0x1.9999ap-3 -0x1.99999p-4 -0x1.999998p-2 -0x1.666666p-1 -0x1p+0\n
// EXPECT-STDOUT: 0x1.b8p+5 55\n
// EXPECT-STDOUT: 0.10000000000000001 0.30000000000000004 0.60000000000000009 1 1.5\n
// EXPECT-STDOUT: -17 -9.5\n
// Arrays of floats and doubles passed to functions: fill, reverse, dot product, prefix sums
#include <stdio.h>

static void fill(float *a, int n, float start, float step) {
    for (int i = 0; i < n; i++) a[i] = start + step * (float)i;
}
static double dotd(const double a[], const double b[], int n) {
    double s = 0.0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
static void prefix(double *a, int n) { for (int i = 1; i < n; i++) a[i] += a[i - 1]; }
static void reverse(float *a, int n) {
    for (int i = 0, j = n - 1; i < j; i++, j--) { float t = a[i]; a[i] = a[j]; a[j] = t; }
}

int main(void) {
    float f[7];
    fill(f, 7, -1.0f, 0.3f);
    reverse(f, 7);
    for (int i = 0; i < 7; i++) printf("%a%s", (double)f[i], i == 6 ? "\n" : " ");
    double a[5] = { 0.1, 0.2, 0.3, 0.4, 0.5 }, b[5] = { 10, 20, 30, 40, 50 };
    printf("%a %.17g\n", dotd(a, b, 5), dotd(a, b, 5));
    prefix(a, 5);
    for (int i = 0; i < 5; i++) printf("%.17g%s", a[i], i == 4 ? "\n" : " ");
    double m[2][3] = { { 1.5, 2.5, 3.5 }, { -1, -2, -3 } };
    printf("%g %g\n", dotd(m[0], m[1], 3), dotd(&m[0][1], &m[1][0], 2));
    return 0;
}
