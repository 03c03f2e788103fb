// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: check 2.22045e-16\n
// EXPECT-STDOUT: X[0] = +4.000000000000 -1.500000000000i\n
// EXPECT-STDOUT: X[1] = -0.500000000000 -3.914213562373i\n
// EXPECT-STDOUT: X[2] = +0.000000000000 +0.000000000000i\n
// EXPECT-STDOUT: X[3] = +2.500000000000 +1.085786437627i\n
// EXPECT-STDOUT: X[4] = +0.000000000000 -1.500000000000i\n
// EXPECT-STDOUT: X[5] = -0.500000000000 -1.085786437627i\n
// EXPECT-STDOUT: X[6] = +0.000000000000 +3.000000000000i\n
// EXPECT-STDOUT: X[7] = +2.500000000000 +3.914213562373i\n
// EXPECT-STDOUT: Parseval 9.4375 9.4375\n
// EXPECT-STDOUT: x[0] = 1 0\n
// EXPECT-STDOUT: x[1] = 1.375 0\n
// EXPECT-STDOUT: x[2] = 1.75 -1.5\n
// EXPECT-STDOUT: x[3] = 0.625 0\n
// EXPECT-STDOUT: x[4] = 0 0\n
// EXPECT-STDOUT: x[5] = 0.375 0\n
// EXPECT-STDOUT: x[6] = -0.75 0\n
// EXPECT-STDOUT: x[7] = -0.375 0\n
// EXPECT-STDOUT: round trip error 0.000e+00\n
// Radix-2 decimation-in-time FFT on 8 points with a twiddle table from constant initializers, and its inverse
#include <stdio.h>
#include <math.h>

#define N 8
#define R2 0.70710678118654752440

struct cplx { double re, im; };

/* e^(-2 pi i k / 8), k = 0..3, folded at compile time */
static const struct cplx twiddle[N / 2] = {
    { 1.0, 0.0 }, { R2, -R2 }, { 0.0, -1.0 }, { -R2, -R2 },
};
static const double scale = 1.0 / N;
static const double check = R2 * R2 * 2 - 1;

static void fft(struct cplx v[N], int inverse) {
    for (int i = 1, j = 0; i < N; i++) {
        int bit = N >> 1;
        for (; j & bit; bit >>= 1) j ^= bit;
        j ^= bit;
        if (i < j) { struct cplx t = v[i]; v[i] = v[j]; v[j] = t; }
    }
    for (int len = 2; len <= N; len <<= 1) {
        int step = N / len;
        for (int i = 0; i < N; i += len) {
            for (int k = 0; k < len / 2; k++) {
                struct cplx w = twiddle[k * step];
                if (inverse) w.im = -w.im;
                struct cplx u = v[i + k], x = v[i + k + len / 2];
                struct cplx t = { x.re * w.re - x.im * w.im, x.re * w.im + x.im * w.re };
                v[i + k].re = u.re + t.re;
                v[i + k].im = u.im + t.im;
                v[i + k + len / 2].re = u.re - t.re;
                v[i + k + len / 2].im = u.im - t.im;
            }
        }
    }
    if (inverse) for (int i = 0; i < N; i++) { v[i].re *= scale; v[i].im *= scale; }
}

int main(void) {
    struct cplx v[N], orig[N];
    for (int i = 0; i < N; i++) {
        v[i].re = (i < 4 ? 1.0 : 0.0) + 0.5 * (i % 3) - 0.125 * i;
        v[i].im = i == 2 ? -1.5 : 0.0;
        orig[i] = v[i];
    }
    printf("check %g\n", check);
    fft(v, 0);
    double energy = 0;
    for (int i = 0; i < N; i++) {
        printf("X[%d] = %+.12f %+.12fi\n", i, v[i].re, v[i].im);
        energy += v[i].re * v[i].re + v[i].im * v[i].im;
    }
    double time_energy = 0;
    for (int i = 0; i < N; i++) time_energy += orig[i].re * orig[i].re + orig[i].im * orig[i].im;
    printf("Parseval %.15g %.15g\n", energy / N, time_energy);
    fft(v, 1);
    double worst = 0;
    for (int i = 0; i < N; i++) {
        worst = fmax(worst, fmax(fabs(v[i].re - orig[i].re), fabs(v[i].im - orig[i].im)));
        printf("x[%d] = %.17g %.3g\n", i, v[i].re, v[i].im);
    }
    printf("round trip error %.3e\n", worst);
    return worst < 1e-14 ? 0 : 1;
}
