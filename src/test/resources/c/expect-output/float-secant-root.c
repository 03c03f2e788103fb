// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: wallis secant 2.0945514815423265 after 7, p=-1.776e-15\n
// EXPECT-STDOUT: wallis falsi  2.0945514815423265 p=-1.776e-15 diff=0.000e+00\n
// EXPECT-STDOUT:   float step 0: 2.05882359 0x1.078788p+1\n
// EXPECT-STDOUT:   float step 1: 2.08126378 0x1.0a66dap+1\n
// EXPECT-STDOUT:   float step 2: 2.09482408 0x1.0c2332p+1\n
// EXPECT-STDOUT:   float step 3: 2.09454942 0x1.0c1a32p+1\n
// EXPECT-STDOUT:   float step 4: 2.09455156 0x1.0c1a44p+1\n
// EXPECT-STDOUT:   float step 5: 2.09455132 0x1.0c1a42p+1\n
// EXPECT-STDOUT:   float step 6: 2.09455156 0x1.0c1a44p+1\n
// EXPECT-STDOUT:   float step 7: 2.09455156 0x1.0c1a44p+1\n
// EXPECT-STDOUT: q from 0.50: 1.162434564716677 (10 steps) q=+0.00e+00\n
// EXPECT-STDOUT: q from 1.75: 1.730405563594556 (6 steps) q=+0.00e+00\n
// EXPECT-STDOUT: q from 3.00: 3.107159871688767 (6 steps) q=+8.88e-16\n
// Roots of polynomials by the secant method and by regula falsi, in double and in float, fixed iteration caps
#include <stdio.h>
#include <math.h>

static double p(double x) { return (x * x - 2) * x - 5; }          /* Wallis: x^3 - 2x - 5 */
static double q(double x) { return ((x - 6) * x + 11) * x - 6.25; } /* near-double root region */
static float pf(float x) { return (x * x - 2.0f) * x - 5.0f; }

static double secant(double (*f)(double), double x0, double x1, int *iters) {
    double f0 = f(x0), f1 = f(x1);
    int i;
    for (i = 0; i < 50 && f1 != 0.0; i++) {
        double x2 = x1 - f1 * (x1 - x0) / (f1 - f0);
        if (fabs(x2 - x1) < 1e-15 * fabs(x2)) { x1 = x2; i++; break; }
        x0 = x1; f0 = f1;
        x1 = x2; f1 = f(x1);
    }
    *iters = i;
    return x1;
}

static double falsi(double (*f)(double), double a, double b, int n) {
    double fa = f(a), fb = f(b), c = a;
    for (int i = 0; i < n; i++) {
        c = (a * fb - b * fa) / (fb - fa);
        double fc = f(c);
        if (fc == 0) break;
        if ((fc < 0) == (fa < 0)) { a = c; fa = fc; } else { b = c; fb = fc; }
    }
    return c;
}

int main(void) {
    int it;
    double r = secant(p, 2.0, 3.0, &it);
    printf("wallis secant %.17g after %d, p=%.3e\n", r, it, p(r));
    double s = falsi(p, 2.0, 3.0, 40);
    printf("wallis falsi  %.17g p=%.3e diff=%.3e\n", s, p(s), fabs(r - s));
    float x0 = 2.0f, x1 = 3.0f, f0 = pf(x0), f1 = pf(x1);
    for (int i = 0; i < 8 && f1 != f0; i++) {
        float x2 = x1 - f1 * (x1 - x0) / (f1 - f0);
        x0 = x1; f0 = f1; x1 = x2; f1 = pf(x1);
        printf("  float step %d: %.9g %a\n", i, x1, (double)x1);
    }
    for (double start = 0.5; start < 4; start += 1.25) {
        double z = secant(q, start, start + 0.1, &it);
        printf("q from %.2f: %.15f (%d steps) q=%+.2e\n", start, z, it, q(z));
    }
    return 0;
}
