// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: t=0.2 y=0.8292933333 float=0.829293 exact=0.8292986209 err=5.288e-06\n
// EXPECT-STDOUT: t=0.4 y=1.2140762107 float=1.214076 exact=1.2140876512 err=1.144e-05\n
// EXPECT-STDOUT: t=0.6 y=1.6489220170 float=1.648922 exact=1.6489405998 err=1.858e-05\n
// EXPECT-STDOUT: t=0.8 y=2.1272026849 float=2.127203 exact=2.1272295358 err=2.685e-05\n
// EXPECT-STDOUT: t=1.0 y=2.6408226927 float=2.640823 exact=2.6408590858 err=3.639e-05\n
// EXPECT-STDOUT: t=1.2 y=3.1798941702 float=3.179894 exact=3.1799415386 err=4.737e-05\n
// EXPECT-STDOUT: t=1.4 y=3.7323400729 float=3.732340 exact=3.7324000166 err=5.994e-05\n
// EXPECT-STDOUT: t=1.6 y=4.2834094983 float=4.283409 exact=4.2834837878 err=7.429e-05\n
// EXPECT-STDOUT: t=1.8 y=4.8150856946 float=4.815085 exact=4.8151762678 err=9.057e-05\n
// EXPECT-STDOUT: t=2.0 y=5.3053630007 float=5.305362 exact=5.3054719505 err=1.089e-04\n
// EXPECT-STDOUT: worst 1.089498e-04 ok\n
// EXPECT-STDOUT: 0x1.538b114158892p+2 0x1.538b0cp+2\n
// Classic fourth-order Runge-Kutta, fixed step, on y' = y - t^2 + 1 (exact y = (t+1)^2 - e^t / 2) in double and float
#include <stdio.h>
#include <math.h>

static double f(double t, double y) { return y - t * t + 1.0; }
static float ff(float t, float y) { return y - t * t + 1.0f; }

/* e^t by its Taylor series (30 terms), to compare with the exact solution */
static double expo(double t) {
    double term = 1.0, sum = 1.0;
    for (int k = 1; k < 30; k++) {
        term *= t / k;
        sum += term;
    }
    return sum;
}

int main(void) {
    const double h = 0.2;
    double t = 0.0, y = 0.5;
    float tf = 0.0f, yf = 0.5f;
    double worst = 0.0;
    for (int i = 1; i <= 10; i++) {
        double k1 = h * f(t, y);
        double k2 = h * f(t + h / 2, y + k1 / 2);
        double k3 = h * f(t + h / 2, y + k2 / 2);
        double k4 = h * f(t + h, y + k3);
        y += (k1 + 2 * k2 + 2 * k3 + k4) / 6;
        t = i * h;
        float l1 = 0.2f * ff(tf, yf);
        float l2 = 0.2f * ff(tf + 0.1f, yf + l1 / 2);
        float l3 = 0.2f * ff(tf + 0.1f, yf + l2 / 2);
        float l4 = 0.2f * ff(tf + 0.2f, yf + l3);
        yf += (l1 + 2 * l2 + 2 * l3 + l4) / 6;
        tf += 0.2f;
        double exact = (t + 1) * (t + 1) - expo(t) / 2;
        double err = fabs(y - exact);
        if (err > worst) worst = err;
        printf("t=%.1f y=%.10f float=%.6f exact=%.10f err=%.3e\n", t, y, yf, exact, err);
    }
    printf("worst %.6e %s\n", worst, worst < 2e-4 ? "ok" : "bad");
    printf("%a %a\n", y, (double)yf);
    return worst < 2e-4 ? 0 : 1;
}
