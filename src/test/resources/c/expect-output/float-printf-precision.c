// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1 7e-01 0.7\n
// EXPECT-STDOUT: 0.667 6.667e-01 0.667\n
// EXPECT-STDOUT: 0.666667 6.666667e-01 0.666667\n
// EXPECT-STDOUT: 0.666666667 6.666666667e-01 0.666666667\n
// EXPECT-STDOUT: 0.666666666667 6.666666666667e-01 0.666666666667\n
// EXPECT-STDOUT: 0.666666666666667 6.666666666666666e-01 0.666666666666667\n
// EXPECT-STDOUT: 0 2 2 -0 1234\n
// EXPECT-STDOUT: 0.12 -0.12 0.2 0.3\n
// EXPECT-STDOUT: 1234. 1.e+03 0.125000 1.00\n
// EXPECT-STDOUT: 100000 1e+06 0.0001 1e-05 1.23457e+08\n
// EXPECT-STDOUT: 3.33333e-10 3.33e-10 3.333333333e-10 3.33333E-10\n
// EXPECT-STDOUT: [  6.6667e-01] [-1234.500   ] [00001234.500] [ 0.12] [+1e+03]\n
// EXPECT-STDOUT: 0.10000000149011611938 1.0000000149e-01 0.100000001\n
// EXPECT-STDOUT: 1000000000000000.250000 0.000143\n
// Floating values to text through printf with precisions from 0 to 17 and the # flag
#include <stdio.h>

int main(void) {
    double v = 2.0 / 3.0, w = 1234.5, r = 0.125, tiny = 1.0 / 3e9;
    for (int p = 0; p <= 17; p += 3) printf("%.*f %.*e %.*g\n", p, v, p, v, p, v);
    printf("%.0f %.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, -0.5, w);
    printf("%.2f %.2f %.1f %.1f\n", r, -r, 0.25, 0.35);
    printf("%#.0f %#.0e %#g %#.3g\n", w, w, r, 1.0);
    printf("%g %g %g %g %g\n", 100000.0, 1000000.0, 1e-4, 1e-5, 123456789.0);
    printf("%g %.3g %.10g %G\n", tiny, tiny, tiny, tiny);
    printf("[%12.4e] [%-12.3f] [%012.3f] [% .2f] [%+.0e]\n", v, -w, w, r, w);
    float f = 0.1f;
    printf("%.20f %.10e %.9g\n", f, f, f);
    printf("%f %f\n", 1e15 + 0.3, 1.0 / 7.0 * 1e-3);
    return 0;
}
