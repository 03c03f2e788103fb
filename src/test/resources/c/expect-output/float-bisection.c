// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: root 0x1.0c1a4350819e2p+1 2.0945514815423261 after 50 iterations, f=-6.21725e-15\n
// EXPECT-STDOUT: cbrt(10) in float: 0x1.13c482p+1 2.1544344 0x1.13c484p+1\n
// Bisection for the root of x^3 - 2x - 5 in double, and the cube root of 10 in float
#include <stdio.h>

static double fn(double x) { return (x * x - 2.0) * x - 5.0; }

int main(void) {
    double lo = 2.0, hi = 3.0;
    int it = 0;
    while (hi - lo > 1e-15 && it < 200) {
        double mid = (lo + hi) / 2.0;
        if ((fn(mid) < 0.0) == (fn(lo) < 0.0)) lo = mid; else hi = mid;
        it++;
    }
    printf("root %a %.16f after %d iterations, f=%g\n", lo, lo, it, fn(lo));
    float a = 1.0f, b = 3.0f;
    for (int i = 0; i < 40; i++) {
        float m = (a + b) * 0.5f;
        if (m * m * m < 10.0f) a = m; else b = m;
    }
    printf("cbrt(10) in float: %a %.8g %a\n", (double)a, a, (double)b);
    return 0;
}
