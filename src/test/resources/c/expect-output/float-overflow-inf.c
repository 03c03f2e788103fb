// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: doubling reaches inf after 1024 steps\n
// EXPECT-STDOUT: float inf after 39 steps, inf\n
// EXPECT-STDOUT: inf inf -inf\n
// EXPECT-STDOUT: 1.79769e+308 inf inf\n
// EXPECT-STDOUT: -nan -nan -nan -inf\n
// EXPECT-STDOUT: 1 1 1 0\n
// EXPECT-STDOUT: inf 6.80565e+38 inf\n
// EXPECT-STDOUT: 0 -0\n
// Overflow gives infinity; infinity in arithmetic and comparisons
#include <stdio.h>

int main(void) {
    double d = 1.0;
    int n = 0;
    while (d * 2.0 != d) { d *= 2.0; n++; }
    printf("doubling reaches %g after %d steps\n", d, n);
    float f = 1.0f;
    n = 0;
    while (f < 1e38f * 100.0f) { f *= 10.0f; n++; }
    printf("float %g after %d steps, %a\n", f, n, (double)f);
    double max = 1.7976931348623157e308;
    printf("%g %g %g\n", max * 2, max + max, -max * 1.5);
    printf("%g %g %a\n", max + 1.0, max + 1e292, max + 1e292);
    double inf = max * 10;
    printf("%g %g %g %g\n", inf - inf, inf * 0, inf / inf, -inf + 1);
    printf("%d %d %d %d\n", inf > max, -inf < -max, inf == inf + 1, inf == -inf);
    float fm = 3.4028235e38f;
    printf("%g %g %g\n", fm * 2.0f, (double)fm * 2.0, (float)((double)fm * 2.0));
    printf("%g %g\n", 1.0 / inf, -1.0 / inf);
    return 0;
}
