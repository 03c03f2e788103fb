// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: two-pass  mean=0x1.7d78401cccccdp+26 var=0x1.777777a4fa4fcp-4 (100000000.5 0.09166666733)\n
// EXPECT-STDOUT: one-pass  var=0x0p+0 (0)\n
// EXPECT-STDOUT: welford   mean=0x1.7d78401ccccccp+26 var=0x1.77777828e7e44p-4 (0.09166666925)\n
// EXPECT-STDOUT: float mean=4.5 var=2.25 0x1.2p+1\n
// Mean and variance: two-pass, naive one-pass, and Welford's online algorithm
#include <stdio.h>

int main(void) {
    double x[10];
    for (int i = 0; i < 10; i++) x[i] = 1e8 + (i * 7 % 10) * 0.1;
    int n = 10;
    double sum = 0.0;
    for (int i = 0; i < n; i++) sum += x[i];
    double mean = sum / n;
    double ss = 0.0;
    for (int i = 0; i < n; i++) ss += (x[i] - mean) * (x[i] - mean);
    printf("two-pass  mean=%a var=%a (%.10g %.10g)\n", mean, ss / (n - 1), mean, ss / (n - 1));
    double s1 = 0.0, s2 = 0.0;
    for (int i = 0; i < n; i++) { s1 += x[i]; s2 += x[i] * x[i]; }
    double nvar = (s2 - s1 * s1 / n) / (n - 1);
    printf("one-pass  var=%a (%g)\n", nvar, nvar);
    double m = 0.0, m2 = 0.0;
    for (int i = 0; i < n; i++) {
        double delta = x[i] - m;
        m += delta / (i + 1);
        m2 += delta * (x[i] - m);
    }
    printf("welford   mean=%a var=%a (%.10g)\n", m, m2 / (n - 1), m2 / (n - 1));
    float fx[6] = { 2.0f, 4.0f, 4.0f, 5.0f, 5.0f, 7.0f };
    float fs = 0.0f;
    for (int i = 0; i < 6; i++) fs += fx[i];
    float fm = fs / 6.0f, fv = 0.0f;
    for (int i = 0; i < 6; i++) fv += (fx[i] - fm) * (fx[i] - fm);
    printf("float mean=%g var=%g %a\n", fm, fv / 6.0f, (double)(fv / 6.0f));
    return 0;
}
