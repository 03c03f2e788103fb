// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.1acccep+6 0x1.6a0ea0e924925p+0 75\n
// EXPECT-STDOUT: 500 27 B\n
// EXPECT-STDOUT: 0x1.e155dep+2 7.52086592\n
// EXPECT-STDOUT: 16777217.0 16777216.0\n
// EXPECT-STDOUT: -0.5 0.5 -1.5 -1.5\n
// Compound assignment mixing float, double and integer operands, and ++/-- on floating values
#include <stdio.h>

int main(void) {
    float f = 10.0f;
    double d = 10.0;
    int i = 7;
    f += 0.1;  d -= 0.1f;
    f *= i;    d /= i;
    i += f;    i -= d;
    printf("%a %a %d\n", (double)f, d, i);
    long l = 100;
    l *= 1.5;  l /= 0.3;
    unsigned u = 10;
    u *= 2.75f;
    char c = 'A';
    c += 1.9;
    printf("%ld %u %c\n", l, u, c);
    float g = 0.5f;
    for (int k = 0; k < 5; k++) { g++; g *= 1.1f; }
    printf("%a %.9g\n", (double)g, g);
    double x = 16777216.0;
    float y = 16777216.0f;
    x++; y++;
    printf("%.1f %.1f\n", x, y);
    double z = -0.5;
    double z1 = z++;
    double z2 = z--;
    double z3 = --z;
    printf("%g %g %g %g\n", z1, z2, z3, z);
    return 0;
}
