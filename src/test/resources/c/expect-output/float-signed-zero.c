// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1 0 0 0\n
// EXPECT-STDOUT: 0 -0 0x0p+0 -0x0p+0\n
// EXPECT-STDOUT: inf -inf\n
// EXPECT-STDOUT: 0 -0 -0 0\n
// EXPECT-STDOUT: -0 0 -0\n
// EXPECT-STDOUT: -0 -0.000000 -0.000000e+00 -0\n
// EXPECT-STDOUT: -0 is false\n
// EXPECT-STDOUT: 5\n
// EXPECT-STDOUT: -0 -0x0p+0 1\n
// +0 and -0: equal in comparisons, different in sign, in 1/x, and in printing
#include <stdio.h>

int main(void) {
    double pz = 0.0, nz = -0.0;
    printf("%d %d %d %d\n", pz == nz, pz < nz, pz > nz, nz != pz);
    printf("%g %g %a %a\n", pz, nz, pz, nz);
    printf("%g %g\n", 1.0 / pz, 1.0 / nz);
    printf("%g %g %g %g\n", pz + nz, nz + nz, nz - pz, pz - pz);
    printf("%g %g %g\n", nz * 5.0, nz * -5.0, -pz);
    float f = -0.0f;
    printf("%g %f %e %.0f\n", f, f, f, f);
    if (nz) printf("-0 is true\n"); else printf("-0 is false\n");
    int n = 0;
    for (double x = nz; x == 0.0 && n < 5; n++) x = x * 2.0;
    printf("%d\n", n);
    double tiny = -1e-200;
    double prod = tiny * 1e-200;
    printf("%g %a %d\n", prod, prod, prod == 0.0);
    return 0;
}
