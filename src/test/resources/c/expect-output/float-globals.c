// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.555556p-2 -0x1.cac083126e979p-8 0x1p+0 0x0p+0\n
// EXPECT-STDOUT: 1.5 2 3 0.125\n
// EXPECT-STDOUT: 3 0x1.47ae147ae147bp-9 -0x1p+2\n
// EXPECT-STDOUT: 1.875 3 10000000000000000000\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 3.7000000000000002\n
// EXPECT-STDOUT: 2.3000000000000007\n
// EXPECT-STDOUT: 7.6000000000000023\n
// EXPECT-STDOUT: 14.000000000000007\n
// EXPECT-STDOUT: 33.200000000000024\n
// Global and static floating variables with constant initializers (constants, signs, casts)
#include <stdio.h>

float gf = 0.333333333f;
double gd = -7e-3;
double garr[4] = { 0.5, -0.25, (double)1 };
float gm[2][2] = { { 1.5f, 2 }, { 3, (float)0.125 } };
struct s { int n; double v; float w; } gs = { 3, 2.5e-3, -4.0f };
static const double table[] = { 1.0, 0.5, 0.25, 0.125 };
int gi = (int)3.99;
unsigned long gul = (unsigned long)1e19;

static double next(void) {
    static double state = 0.1;
    state = state * 3.0 + 0.7;
    if (state > 10.0) state -= 9.5;
    return state;
}

int main(void) {
    printf("%a %a %a %a\n", (double)gf, gd, garr[2], garr[3]);
    printf("%g %g %g %g\n", gm[0][0], gm[0][1], gm[1][0], gm[1][1]);
    printf("%d %a %a\n", gs.n, gs.v, (double)gs.w);
    double t = 0;
    for (int i = 0; i < 4; i++) t += table[i];
    printf("%g %d %lu\n", t, gi, gul);
    for (int i = 0; i < 6; i++) printf("%.17g\n", next());
    return 0;
}
