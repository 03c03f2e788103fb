// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -inf  : == < < < < < < unordered | 3\n
// EXPECT-STDOUT: -max  : > == < < < < < unordered | 3\n
// EXPECT-STDOUT: -0    : > > == == < < < unordered | 3\n
// EXPECT-STDOUT: +0    : > > == == < < < unordered | 3\n
// EXPECT-STDOUT: denorm: > > > > == < < unordered | 3\n
// EXPECT-STDOUT: 1     : > > > > > == < unordered | 3\n
// EXPECT-STDOUT: inf   : > > > > > > == unordered | 3\n
// EXPECT-STDOUT: nan   : unordered unordered unordered unordered unordered unordered unordered unordered | 1\n
// EXPECT-STDOUT: 1 1 1 1\n
// EXPECT-STDOUT: 1 0 1\n
// EXPECT-STDOUT: 0 1 1 1\n
// EXPECT-STDOUT: -1 -1 2 2\n
// EXPECT-STDOUT: 1 -inf inf inf\n
// EXPECT-STDOUT: -inf: nan=0 inf=1 finite=0 sign=1\n
// EXPECT-STDOUT: -max: nan=0 inf=0 finite=1 sign=1\n
// EXPECT-STDOUT: -0: nan=0 inf=0 finite=1 sign=1\n
// EXPECT-STDOUT: +0: nan=0 inf=0 finite=1 sign=0\n
// EXPECT-STDOUT: denorm: nan=0 inf=0 finite=1 sign=0\n
// EXPECT-STDOUT: 1: nan=0 inf=0 finite=1 sign=0\n
// EXPECT-STDOUT: inf: nan=0 inf=1 finite=0 sign=0\n
// EXPECT-STDOUT: nan: nan=1 inf=0 finite=0 sign=0\n
// EXPECT-STDOUT: inf -inf 0 1\n
// EXPECT-STDOUT: inf 1 1\n
// EXPECT-STDOUT: 2 nans 2 infs sum 4\n
// Comparison chains with NaN and the infinities: every ordered comparison with NaN is false, != is true
#include <stdio.h>
#include <math.h>

static const char *order(double a, double b) {
    if (a < b) return "<";
    if (a > b) return ">";
    if (a == b) return "==";
    return "unordered";
}

static int count_true(double a, double b) {
    return (a < b) + (a <= b) + (a > b) + (a >= b) + (a == b) + (a != b);
}

static double max_naive(double a, double b) { return a > b ? a : b; }

int main(void) {
    double inf = INFINITY, nan = NAN, zero = 0.0;
    double vals[] = { -inf, -1e308, -0.0, 0.0, 5e-324, 1.0, inf, nan };
    const char *names[] = { "-inf", "-max", "-0", "+0", "denorm", "1", "inf", "nan" };
    for (int i = 0; i < 8; i++) {
        printf("%-6s:", names[i]);
        for (int j = 0; j < 8; j++) printf(" %s", order(vals[i], vals[j]));
        printf(" | %d\n", count_true(vals[i], 1.0));
    }
    /* NaN propagates; a chain of comparisons built with && is false as soon as one is */
    double n2 = inf - inf, n3 = zero * inf, n4 = zero / zero;
    printf("%d %d %d %d\n", isnan(n2) != 0, isnan(n3) != 0, isnan(n4) != 0, isnan(nan + 1) != 0);
    printf("%d %d %d\n", -inf < 0 && 0 < inf, -inf < nan && nan < inf, !(nan < 0) && !(nan >= 0));
    printf("%d %d %d %d\n", nan == nan, nan != nan, inf == inf, inf - 1e308 == inf);
    /* naive max depends on the argument order; fmax ignores NaN */
    printf("%g %g %g %g\n", max_naive(1, nan) == 1 ? 1.0 : -1.0, isnan(max_naive(nan, 1)) ? 1.0 : -1.0,
           fmax(nan, 2), fmin(2, nan));
    printf("%g %g %g %g\n", fmax(-0.0, 0.0) == 0 ? 1.0 : 0.0, fmin(-inf, 3), fmax(inf, -inf), fabs(-inf));
    /* classification */
    for (int i = 0; i < 8; i++)
        printf("%s: nan=%d inf=%d finite=%d sign=%d\n", names[i], isnan(vals[i]) != 0, isinf(vals[i]) != 0,
               isfinite(vals[i]) != 0, signbit(vals[i]) != 0);
    /* overflow to infinity and back through division */
    double big = 1e308;
    double o = big * 10;
    printf("%g %g %g %d\n", o, -o, 1 / o, 1 / -o == 0);
    float bf = 3e38f;
    float of = bf * 2;
    printf("%g %d %d\n", of, isinf(of) != 0, of > 1e308);
    /* counting NaNs in an array with self-comparison */
    double data[6] = { 1, nan, 3, n2, inf, -inf };
    int nans = 0, infs = 0;
    double sum = 0;
    for (int i = 0; i < 6; i++) {
        if (data[i] != data[i]) { nans++; continue; }
        if (data[i] - data[i] != 0) infs++;
        else sum += data[i];
    }
    printf("%d nans %d infs sum %g\n", nans, infs, sum);
    return 0;
}
