// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: double: 1075 halvings, last nonzero 0x0.0000000000001p-1022 4.94066e-324\n
// EXPECT-STDOUT: float: 150 halvings, last nonzero 0x1p-149 1.4013e-45\n
// EXPECT-STDOUT: 0x1p-1022 0x0.5555555555555p-1022 0x0.fffffffffffffp-1022\n
// EXPECT-STDOUT: 0x0.0000000000001p-1022 0x0p+0\n
// EXPECT-STDOUT: 0x0.0000000000002p-1022 0x0.0000000000002p-1022\n
// EXPECT-STDOUT: 0x1p-129 0x1.8p-127 0x1p-149\n
// EXPECT-STDOUT: 0x0.0093445b87315p-1022 0 1\n
// Gradual underflow: halving down through the subnormals to zero, in double and in float
#include <stdio.h>

int main(void) {
    double d = 1.0;
    int n = 0;
    double last = 0.0;
    while (d > 0.0) { last = d; d /= 2.0; n++; }
    printf("double: %d halvings, last nonzero %a %g\n", n, last, last);
    float f = 1.0f;
    n = 0;
    float flast = 0.0f;
    while (f > 0.0f) { flast = f; f /= 2.0f; n++; }
    printf("float: %d halvings, last nonzero %a %g\n", n, (double)flast, flast);
    double mn = 2.2250738585072014e-308;
    double sub = mn / 3.0;
    printf("%a %a %a\n", mn, sub, sub * 3.0);
    printf("%a %a\n", mn - 2.2250738585072009e-308, 4.9406564584124654e-324 / 2.0);
    printf("%a %a\n", 4.9406564584124654e-324 * 1.5, 4.9406564584124654e-324 * 2.5);
    float fs = 1.17549435e-38f;
    printf("%a %a %a\n", (double)(fs / 8.0f), (double)(fs * 0.75f), (double)(float)1e-45);
    double x = 1e-310, y = 1e-310;
    printf("%a %g %d\n", x - y * 0.5, x * y, x > 0.0);
    return 0;
}
