// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: x=0.5 horner=-0x1p-5 -3.125000e-02 powers=-0x1p-5 -3.125000e-02\n
// EXPECT-STDOUT: x=0.99 horner=-0x1.b7ccep-34 -9.999901e-11 powers=-0x1.b7cdcp-34 -9.999979e-11\n
// EXPECT-STDOUT: x=1.001 horner=0x1.8p-51 6.661338e-16 powers=0x1p-51 4.440892e-16\n
// EXPECT-STDOUT: x=1.5 horner=0x1p-5 3.125000e-02 powers=0x1p-5 3.125000e-02\n
// EXPECT-STDOUT: x=2 horner=0x1p+0 1.000000e+00 powers=0x1p+0 1.000000e+00\n
// EXPECT-STDOUT: x=-3.25 horner=-0x1.5aa51p+10 -1.386579e+03 powers=-0x1.5aa51p+10 -1.386579e+03\n
// EXPECT-STDOUT: 0x1.2a872cp+0 1.16612506\n
// Polynomial evaluation by Horner's rule against the naive sum of powers
#include <stdio.h>

static double horner(const double *c, int n, double x) {
    double r = 0.0;
    for (int i = n - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

static double powers(const double *c, int n, double x) {
    double r = 0.0, p = 1.0;
    for (int i = 0; i < n; i++) {
        r += c[i] * p;
        p *= x;
    }
    return r;
}

int main(void) {
    /* (x-1)^5 expanded: -1 + 5x - 10x^2 + 10x^3 - 5x^4 + x^5 */
    double c[6] = { -1, 5, -10, 10, -5, 1 };
    double xs[] = { 0.5, 0.99, 1.001, 1.5, 2.0, -3.25 };
    for (int i = 0; i < 6; i++) {
        double h = horner(c, 6, xs[i]), p = powers(c, 6, xs[i]);
        printf("x=%g horner=%a %.6e powers=%a %.6e\n", xs[i], h, h, p, p);
    }
    float fc[4] = { 1.0f, 0.5f, 1.0f / 6.0f, 1.0f / 24.0f };
    float fx = 0.3f, fr = 0.0f;
    for (int i = 3; i >= 0; i--) fr = fr * fx + fc[i];
    printf("%a %.8f\n", (double)fr, fr);
    return 0;
}
