// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: swaps 3 det 100.291666667\n
// EXPECT-STDOUT: x0 = 2.607395097631907 0x1.4dbf1f600a35dp+1\n
// EXPECT-STDOUT: x1 = 2.660573327793935 0x1.548daab3be0f2p+1\n
// EXPECT-STDOUT: x2 = -0.231823847112588 -0x1.dac6760e4073ap-3\n
// EXPECT-STDOUT: x3 = -0.035729123390112 -0x1.24b1670f357f1p-5\n
// EXPECT-STDOUT: residual 0: 1.388e-16\n
// EXPECT-STDOUT: residual 1: -4.025e-16\n
// EXPECT-STDOUT: residual 2: 2.810e-16\n
// EXPECT-STDOUT: residual 3: 3.469e-17\n
// EXPECT-STDOUT: upper triangle diagonal: -3.000000 1.666667 4.700000 4.267730\n
// EXPECT-STDOUT: solved\n
// Gaussian elimination with partial pivoting on a 4x4 system, back substitution, residual and determinant
#include <stdio.h>
#include <math.h>

#define N 4

static double a[N][N] = {
    { 2.0, 1.0, -1.0, 3.0 },
    { -3.0, -1.0, 2.0, 1.5 },
    { -2.0, 1.0, 2.0, -0.5 },
    { 1.0, 0.25, 4.0, 1.0 / 3 },
};
static double b[N] = { 8.0, -11.0, -3.0, 7.0 / 3 };

static int solve(double m[N][N], double r[N], double x[N], double *det) {
    int swaps = 0;
    *det = 1.0;
    for (int k = 0; k < N; k++) {
        int p = k;
        for (int i = k + 1; i < N; i++) if (fabs(m[i][k]) > fabs(m[p][k])) p = i;
        if (fabs(m[p][k]) < 1e-12) return -1;
        if (p != k) {
            for (int j = 0; j < N; j++) { double t = m[k][j]; m[k][j] = m[p][j]; m[p][j] = t; }
            double t = r[k]; r[k] = r[p]; r[p] = t;
            swaps++;
        }
        for (int i = k + 1; i < N; i++) {
            double f = m[i][k] / m[k][k];
            for (int j = k; j < N; j++) m[i][j] -= f * m[k][j];
            r[i] -= f * r[k];
        }
        *det *= m[k][k];
    }
    for (int i = N - 1; i >= 0; i--) {
        double s = r[i];
        for (int j = i + 1; j < N; j++) s -= m[i][j] * x[j];
        x[i] = s / m[i][i];
    }
    if (swaps % 2) *det = -*det;
    return swaps;
}

int main(void) {
    double m[N][N], r[N], x[N], det;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) m[i][j] = a[i][j];
        r[i] = b[i];
    }
    int swaps = solve(m, r, x, &det);
    printf("swaps %d det %.12g\n", swaps, det);
    for (int i = 0; i < N; i++) printf("x%d = %.15f %a\n", i, x[i], x[i]);
    double worst = 0;
    for (int i = 0; i < N; i++) {
        double s = -b[i];
        for (int j = 0; j < N; j++) s += a[i][j] * x[j];
        printf("residual %d: %.3e\n", i, s);
        worst = fmax(worst, fabs(s));
    }
    printf("upper triangle diagonal:");
    for (int i = 0; i < N; i++) printf(" %.6f", m[i][i]);
    printf("\n%s\n", worst < 1e-12 ? "solved" : "inaccurate");
    return 0;
}
