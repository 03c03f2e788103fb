// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -2.5                   floor=-3 ceil=-2 fabs=2.5 round=-3 trunc=-2\n
// EXPECT-STDOUT: -1.5                   floor=-2 ceil=-1 fabs=1.5 round=-2 trunc=-1\n
// EXPECT-STDOUT: -0.5                   floor=-1 ceil=-0 fabs=0.5 round=-1 trunc=-0\n
// EXPECT-STDOUT: -0.49999999999999994   floor=-1 ceil=-0 fabs=0.5 round=-1 trunc=-0\n
// EXPECT-STDOUT: -0                     floor=-0 ceil=-0 fabs=0 round=0 trunc=-0\n
// EXPECT-STDOUT: 0                      floor=0 ceil=0 fabs=0 round=0 trunc=0\n
// EXPECT-STDOUT: 0.5                    floor=0 ceil=1 fabs=0.5 round=1 trunc=0\n
// EXPECT-STDOUT: 1.5                    floor=1 ceil=2 fabs=1.5 round=2 trunc=1\n
// EXPECT-STDOUT: 2.5                    floor=2 ceil=3 fabs=2.5 round=3 trunc=2\n
// EXPECT-STDOUT: 2.6749999999999998     floor=2 ceil=3 fabs=2.675 round=3 trunc=2\n
// EXPECT-STDOUT: 10000000000000000      floor=1e+16 ceil=1e+16 fabs=1e+16 round=1e+16 trunc=1e+16\n
// EXPECT-STDOUT: -7.0000001000000003    floor=-8 ceil=-7 fabs=7 round=-7 trunc=-7\n
// EXPECT-STDOUT: -2.5 floorf=-3 ceilf=-2 fabsf=2.5 sqrtf(fabsf)=1.58113885\n
// EXPECT-STDOUT: -0.75 floorf=-1 ceilf=-0 fabsf=0.75 sqrtf(fabsf)=0.866025388\n
// EXPECT-STDOUT: 0.300000012 floorf=0 ceilf=1 fabsf=0.300000012 sqrtf(fabsf)=0.547722578\n
// EXPECT-STDOUT: 8388607.5 floorf=8388607 ceilf=8388608 fabsf=8388607.5 sqrtf(fabsf)=2896.30933\n
// EXPECT-STDOUT: 1e-30 floorf=0 ceilf=1 fabsf=1e-30 sqrtf(fabsf)=1e-15\n
// EXPECT-STDOUT: sqrt: 1.4142135623730951 9.9999999999999857e-156 0.5 -0 inf\n
// EXPECT-STDOUT: sqrtf: 1.41421354 1.73205078 0x1.94c584p+1\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: fmin/fmax: 1 2 1 -1.25 3.5 -1e+300\n
// EXPECT-STDOUT:   0.00000  5.00000  2.50000  6.56220 | clamp 0\n
// EXPECT-STDOUT:   5.00000  0.00000  4.92443  6.82367 | clamp 3\n
// EXPECT-STDOUT:   2.50000  4.92443  0.00000  8.72138 | clamp -1\n
// EXPECT-STDOUT:   6.56220  6.82367  8.72138  0.00000 | clamp 5\n
// EXPECT-STDOUT: heron 6 0.00031622774634492 10.000000077021\n
// EXPECT-STDOUT: 999999943999999559 999999971.0 1\n
// math.h's fabs, sqrt, floor, ceil, fmin, fmax and their float versions: rounding helpers, a distance table, Heron's formula
#include <stdio.h>
#include <math.h>

static double round_half_away(double x) { return x < 0 ? -floor(-x + 0.5) : floor(x + 0.5); }
static double trunc_toward_zero(double x) { return x < 0 ? ceil(x) : floor(x); }

static double heron(double a, double b, double c) {
    /* sorted a >= b >= c, Kahan's stable form */
    double t;
    if (a < b) { t = a; a = b; b = t; }
    if (b < c) { t = b; b = c; c = t; }
    if (a < b) { t = a; a = b; b = t; }
    return sqrt((a + (b + c)) * (c - (a - b)) * (c + (a - b)) * (a + (b - c))) / 4;
}

int main(void) {
    const double xs[] = { -2.5, -1.5, -0.5, -0.49999999999999994, -0.0, 0.0, 0.5, 1.5, 2.5, 2.675, 1e16 + 1, -7.0000001 };
    for (int i = 0; i < 12; i++) {
        double x = xs[i];
        printf("%-22.17g floor=%g ceil=%g fabs=%g round=%g trunc=%g\n", x, floor(x), ceil(x), fabs(x),
               round_half_away(x), trunc_toward_zero(x));
    }
    const float fs[] = { -2.5f, -0.75f, 0.3f, 8388607.5f, 1e-30f };
    for (int i = 0; i < 5; i++) {
        float x = fs[i];
        printf("%.9g floorf=%.9g ceilf=%.9g fabsf=%.9g sqrtf(fabsf)=%.9g\n", x, floorf(x), ceilf(x), fabsf(x), sqrtf(fabsf(x)));
    }
    printf("sqrt: %.17g %.17g %.17g %g %g\n", sqrt(2.0), sqrt(1e-310), sqrt(0.25), sqrt(-0.0), sqrt(INFINITY));
    printf("sqrtf: %.9g %.9g %a\n", sqrtf(2.0f), sqrtf(3.0f), (double)sqrtf(10.0f));
    printf("%d\n", isnan(sqrt(-1.0)) != 0);
    printf("fmin/fmax: %g %g %g %g %g %g\n", fmin(1, 2), fmax(1, 2), fmin(-0.0, 0.0) == 0 ? 1.0 : 0.0, fminf(3.5f, -1.25f),
           fmaxf(3.5f, -1.25f), fmax(-INFINITY, -1e300));
    /* distances on a grid, and clamping with fmin/fmax */
    double pts[4][2] = { { 0, 0 }, { 3, 4 }, { -1.5, 2 }, { 6.25, -2 } };
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            double dx = pts[i][0] - pts[j][0], dy = pts[i][1] - pts[j][1];
            printf(" %8.5f", sqrt(dx * dx + dy * dy));
        }
        printf(" | clamp %g\n", fmin(fmax(pts[i][0], -1.0), 5.0));
    }
    printf("heron %.15g %.15g %.15g\n", heron(3, 4, 5), heron(1, 1, 1.9999999), heron(100000, 99999.99979, 0.00029));
    /* integer square root by Newton with floor, checked against sqrt */
    unsigned long n = 1000000007ul * 999999937ul;
    double r = floor(sqrt((double)n));
    printf("%lu %.1f %d\n", n, r, (unsigned long)r * (unsigned long)r <= n);
    return 0;
}
