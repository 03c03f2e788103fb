// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.ceeeeeeeeeeefp+0 0x1.0444444444444p+0 0x1.c888888888888p-1 0x1.ddddddddddddep-1\x20\n
// EXPECT-STDOUT: 0x1.b69d0369d0369p-1 0x1.4da740da740dap-1 0x1.3a06d3a06d3ap-1 0x1.4888888888889p-1\x20\n
// EXPECT-STDOUT: 0x1.1a740da740da6p-1 0x1.eb851eb851eb8p-2 0x1.e666666666667p-2 0x1.01b4e81b4e81cp-1\x20\n
// EXPECT-STDOUT: 0x1.9d803e6a4d0b3p-2 0x1.84e04e04e04e1p-2 0x1.8e627fc195b2fp-2 0x1.ab65e991cc5p-2\x20\n
// EXPECT-STDOUT:   1.808333   1.016667   0.891667   0.933333\n
// EXPECT-STDOUT:   0.856667   0.651667   0.613333   0.641667\n
// EXPECT-STDOUT:   0.551667   0.480000   0.475000   0.503333\n
// EXPECT-STDOUT:   0.403810   0.379762   0.389048   0.417381\n
// EXPECT-STDOUT: 0x1.352ae8p-1 0x1.313b7p-2 0x1.91bac8p-4\n
// EXPECT-STDOUT: 0x1.313b6cp-1 0x1.352b06p-2 0x1.a1783p-4\n
// EXPECT-STDOUT: 0x1.2d4c14p-1 0x1.391a26p-2 0x1.b1369ep-4\n
// A 4x4 double matrix multiply and a 3x3 float matrix power
#include <stdio.h>

#define N 4

static void matmul(double a[N][N], double b[N][N], double c[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

int main(void) {
    double a[N][N], b[N][N], c[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = 1.0 / (i + j + 1);
            b[i][j] = (i == j) ? 2.0 : -0.1 * (i - j);
        }
    matmul(a, b, c);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf("%a ", c[i][j]);
        printf("\n");
    }
    for (int i = 0; i < N; i++) printf("%10.6f %10.6f %10.6f %10.6f\n", c[i][0], c[i][1], c[i][2], c[i][3]);
    float m[3][3] = { { 0.9f, 0.1f, 0.0f }, { 0.2f, 0.7f, 0.1f }, { 0.0f, 0.3f, 0.7f } };
    float p[3][3] = { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } };
    for (int step = 0; step < 20; step++) {
        float t[3][3];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 3; j++) {
                float s = 0.0f;
                for (int k = 0; k < 3; k++) s += p[i][k] * m[k][j];
                t[i][j] = s;
            }
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) p[i][j] = t[i][j];
    }
    for (int i = 0; i < 3; i++) printf("%a %a %a\n", (double)p[i][0], (double)p[i][1], (double)p[i][2]);
    return 0;
}
