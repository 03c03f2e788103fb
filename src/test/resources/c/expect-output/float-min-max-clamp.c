// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1 2 -inf inf\n
// EXPECT-STDOUT: 1 -nan 1 -nan\n
// EXPECT-STDOUT: -0 0\n
// EXPECT-STDOUT: -1 -1 0 0.5 1 1 1 -nan\n
// EXPECT-STDOUT: range [-8.5, 42] width 0x1.94p+5\n
// min, max and clamp written with comparisons and the conditional operator, with NaN and signed zeros
#include <stdio.h>

static double dmin(double a, double b) { return a < b ? a : b; }
static double dmax(double a, double b) { return a > b ? a : b; }
static float clampf(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }

int main(void) {
    double zero = 0.0, nan = zero / zero, inf = 1.0 / zero;
    printf("%g %g %g %g\n", dmin(1, 2), dmax(1, 2), dmin(-inf, 5), dmax(inf, -inf));
    printf("%g %g %g %g\n", dmin(nan, 1), dmin(1, nan), dmax(nan, 1), dmax(1, nan));
    printf("%g %g\n", dmin(0.0, -0.0), dmin(-0.0, 0.0));
    float xs[] = { -2.5f, -1.0f, 0.0f, 0.5f, 0.99999994f, 1.0f, 7.0f };
    for (int i = 0; i < 7; i++) printf("%g ", clampf(xs[i], -1.0f, 1.0f));
    printf("%g\n", clampf((float)nan, -1.0f, 1.0f));
    double lo = inf, hi = -inf;
    double data[] = { 3.25, -8.5, 1e-20, 42.0, -0.0, 17.125 };
    for (int i = 0; i < 6; i++) { lo = dmin(lo, data[i]); hi = dmax(hi, data[i]); }
    printf("range [%g, %g] width %a\n", lo, hi, hi - lo);
    return 0;
}
