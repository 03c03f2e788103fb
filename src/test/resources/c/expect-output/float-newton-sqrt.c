// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: sqrt(2) = 0x1.6a09e667f3bccp+0 = 1.4142135623730949 in 6 steps, r*r-a = -0x1p-51\n
// EXPECT-STDOUT: sqrt(3) = 0x1.bb67ae8584caap+0 = 1.7320508075688772 in 6 steps, r*r-a = -0x1p-51\n
// EXPECT-STDOUT: sqrt(10) = 0x1.94c583ada5b52p+1 = 3.1622776601683791 in 7 steps, r*r-a = -0x1p-49\n
// EXPECT-STDOUT: sqrt(1e+10) = 0x1.86ap+16 = 100000 in 22 steps, r*r-a = 0x0p+0\n
// EXPECT-STDOUT: sqrt(0.25) = 0x1p-1 = 0.5 in 7 steps, r*r-a = 0x0p+0\n
// EXPECT-STDOUT: sqrt(12345.7) = 0x1.bc71c5eab9ed8p+6 = 111.11110655555547 in 13 steps, r*r-a = 0x1p-39\n
// EXPECT-STDOUT: 0x1.6a09e6p+0 1.41421354\n
// Newton's method for square roots in double and in float, stopping when the iterate stops changing
#include <stdio.h>

static double nsqrt(double a, int *steps) {
    double x = a > 1 ? a : 1.0, prev = 0.0;
    *steps = 0;
    while (x != prev && *steps < 100) {
        prev = x;
        x = 0.5 * (x + a / x);
        ++*steps;
    }
    return x;
}

static float nsqrtf(float a) {
    float x = a;
    for (int i = 0; i < 30; i++) x = 0.5f * (x + a / x);
    return x;
}

int main(void) {
    double vals[] = { 2.0, 3.0, 10.0, 1e10, 0.25, 12345.678 };
    for (int i = 0; i < 6; i++) {
        int steps;
        double r = nsqrt(vals[i], &steps);
        printf("sqrt(%g) = %a = %.17g in %d steps, r*r-a = %a\n", vals[i], r, r, steps, r * r - vals[i]);
    }
    float f = nsqrtf(2.0f);
    printf("%a %.9g\n", (double)f, f);
    return 0;
}
