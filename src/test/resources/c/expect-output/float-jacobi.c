// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: jacobi   1 change 2.272727e+00 residual 7.834848e+00\n
// EXPECT-STDOUT: jacobi   2 change 9.793561e-01 residual 3.675947e+00\n
// EXPECT-STDOUT: jacobi   3 change 3.341770e-01 residual 1.697819e+00\n
// EXPECT-STDOUT: jacobi  10 change 2.494886e-03 residual 1.003106e-02\n
// EXPECT-STDOUT: jacobi  20 change 1.659234e-06 residual 6.731077e-06\n
// EXPECT-STDOUT: jacobi  30 change 1.139695e-09 residual 4.631899e-09\n
// EXPECT-STDOUT: jacobi  40 change 7.882583e-13 residual 3.203660e-12\n
// EXPECT-STDOUT: jacobi stopped after 43: 0.984184223976 1.982471084862 -0.999678194862 1.059108031878 0.279970469646\n
// EXPECT-STDOUT: gauss-seidel (float) after 11: 0.9841843 1.9824711 -0.9996783 1.0591079 0.2799704\n
// EXPECT-STDOUT: agree 1\n
// Jacobi and Gauss-Seidel iterations on a diagonally dominant 5x5 system, with convergence checks
#include <stdio.h>
#include <math.h>

#define N 5

static const double A[N][N] = {
    { 10, -1, 2, 0, 0.5 },
    { -1, 11, -1, 3, 0 },
    { 2, -1, 10, -1, 0.25 },
    { 0, 3, -1, 8, -1.5 },
    { 0.5, 0, 0.25, -1.5, 6 },
};
static const double B[N] = { 6, 25, -11, 15, 1.0 / 3 };

static double residual(const double x[N]) {
    double worst = 0;
    for (int i = 0; i < N; i++) {
        double s = -B[i];
        for (int j = 0; j < N; j++) s += A[i][j] * x[j];
        worst = fmax(worst, fabs(s));
    }
    return worst;
}

int main(void) {
    double x[N] = { 0 }, y[N];
    int it;
    for (it = 1; it <= 100; it++) {
        for (int i = 0; i < N; i++) {
            double s = B[i];
            for (int j = 0; j < N; j++) if (j != i) s -= A[i][j] * x[j];
            y[i] = s / A[i][i];
        }
        double change = 0;
        for (int i = 0; i < N; i++) { change = fmax(change, fabs(y[i] - x[i])); x[i] = y[i]; }
        if (it <= 3 || it % 10 == 0) printf("jacobi %3d change %.6e residual %.6e\n", it, change, residual(x));
        if (change < 1e-13) break;
    }
    printf("jacobi stopped after %d:", it);
    for (int i = 0; i < N; i++) printf(" %.12f", x[i]);
    printf("\n");
    float g[N] = { 0 };
    for (it = 1; it <= 30; it++) {
        float change = 0;
        for (int i = 0; i < N; i++) {
            float s = (float)B[i];
            for (int j = 0; j < N; j++) if (j != i) s -= (float)A[i][j] * g[j];
            float nv = s / (float)A[i][i];
            change = fmaxf(change, fabsf(nv - g[i]));
            g[i] = nv;
        }
        if (change == 0.0f) break;
    }
    printf("gauss-seidel (float) after %d:", it);
    for (int i = 0; i < N; i++) printf(" %.7f", g[i]);
    printf("\nagree %d\n", fabs(g[0] - x[0]) < 1e-5 && fabs(g[4] - x[4]) < 1e-5);
    return 0;
}
