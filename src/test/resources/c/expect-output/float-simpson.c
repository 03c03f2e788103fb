// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: n= 2 simpson=3.133333333333333 (-8.26e-03) trapezoid=3.100000000000000 (-4.16e-02) float=3.1333332\n
// EXPECT-STDOUT: n= 4 simpson=3.141568627450981 (-2.40e-05) trapezoid=3.131176470588235 (-1.04e-02) float=3.1415684\n
// EXPECT-STDOUT: n= 8 simpson=3.141592502458707 (-1.51e-07) trapezoid=3.138988494491089 (-2.60e-03) float=3.1415927\n
// EXPECT-STDOUT: n=16 simpson=3.141592651224822 (-2.36e-09) trapezoid=3.140941612041389 (-6.51e-04) float=3.1415930\n
// EXPECT-STDOUT: n=32 simpson=3.141592653552836 (-3.70e-11) trapezoid=3.141429893174975 (-1.63e-04) float=3.1415920\n
// EXPECT-STDOUT: n=64 simpson=3.141592653589215 (-5.78e-13) trapezoid=3.141551963485654 (-4.07e-05) float=3.1415930\n
// EXPECT-STDOUT: circle 3.140292577830 3.138268511098\n
// EXPECT-STDOUT: cubic 3.75 3.9375\n
// EXPECT-STDOUT: exact for cubics: yes (0)\n
// Composite Simpson and trapezoid rules on fixed grids: pi from 4/(1+x^2), the area of a quarter circle, x^3
#include <stdio.h>
#include <math.h>

typedef double (*fn)(double);

static double quarter_pi(double x) { return 4.0 / (1.0 + x * x); }
static double circle(double x) { return sqrt(fmax(0.0, 1.0 - x * x)); }
static double cube(double x) { return x * x * x - 2 * x + 1; }

static double simpson(fn f, double a, double b, int n) {
    double h = (b - a) / n;
    double s = f(a) + f(b);
    for (int i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
    return s * h / 3;
}

static double trapezoid(fn f, double a, double b, int n) {
    double h = (b - a) / n;
    double s = (f(a) + f(b)) / 2;
    for (int i = 1; i < n; i++) s += f(a + i * h);
    return s * h;
}

static float simpsonf(float a, float b, int n) {
    float h = (b - a) / n;
    float s = 4.0f / (1.0f + a * a) + 4.0f / (1.0f + b * b);
    for (int i = 1; i < n; i++) {
        float x = a + i * h;
        s += (i % 2 ? 4.0f : 2.0f) * (4.0f / (1.0f + x * x));
    }
    return s * h / 3.0f;
}

int main(void) {
    const double pi = 3.14159265358979323846;
    for (int n = 2; n <= 64; n *= 2) {
        double s = simpson(quarter_pi, 0, 1, n), t = trapezoid(quarter_pi, 0, 1, n);
        printf("n=%2d simpson=%.15f (%+.2e) trapezoid=%.15f (%+.2e) float=%.7f\n", n, s, s - pi, t, t - pi,
               simpsonf(0.0f, 1.0f, n));
    }
    printf("circle %.12f %.12f\n", 4 * simpson(circle, -1, 1, 100) / 2, 2 * trapezoid(circle, -1, 1, 100));
    printf("cubic %.17g %.17g\n", simpson(cube, -1, 2, 6), trapezoid(cube, -1, 2, 6));
    double e = simpson(cube, 0, 3, 2) - (81.0 / 4 - 9 + 3);
    printf("exact for cubics: %s (%g)\n", fabs(e) < 1e-12 ? "yes" : "no", e);
    return 0;
}
