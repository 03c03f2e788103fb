// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: inf -inf -inf inf\n
// EXPECT-STDOUT: -nan inf\n
// EXPECT-STDOUT: inf -inf -nan\n
// EXPECT-STDOUT: 1 1 -0\n
// EXPECT-STDOUT: -0.333333 -0.5 -1 inf 1 0.5 0.333333\x20\n
// EXPECT-STDOUT: 6 finite\n
// Floating division by zero is IEEE: infinities of either sign, NaN for 0/0
#include <stdio.h>

static double divide(double a, double b) { return a / b; }
static float dividef(float a, float b) { return a / b; }

int main(void) {
    double z = 0.0;
    printf("%g %g %g %g\n", divide(1, z), divide(-1, z), divide(1, -z), divide(-1, -z));
    printf("%g %g\n", divide(z, z), divide(1e-300, z));
    printf("%g %g %g\n", dividef(3.0f, 0.0f), dividef(-3.0f, 0.0f), dividef(0.0f, 0.0f));
    double inf = divide(1, z);
    printf("%d %d %g\n", inf > 1e308, divide(2, inf) == 0.0, divide(-2, inf));
    int finite = 0;
    for (int i = -3; i <= 3; i++) {
        double q = 1.0 / (double)i;
        if (q - q == 0.0) finite++;
        printf("%g ", q);
    }
    printf("\n%d finite\n", finite);
    return 0;
}
