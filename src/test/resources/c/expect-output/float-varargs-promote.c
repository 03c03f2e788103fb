// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0.3333333432674408 0.33333333333333331\n
// EXPECT-STDOUT: 0x1.555556p-2 0x1.5555555555555p-2\n
// EXPECT-STDOUT: 16777216.000000 42 -1.000000e-01 x 1\n
// EXPECT-STDOUT: 0.333|   -0.1000|1.68e+07  |+0.3\n
// EXPECT-STDOUT: 1.25 0x1.4p+0\n
// EXPECT-STDOUT: 2.5e-05 0x1.a36e2ep-16\n
// EXPECT-STDOUT: 3e+20 0x1.043562p+68\n
// EXPECT-STDOUT: 4 8\n
// EXPECT-STDOUT: 4 4\n
// float arguments of printf are promoted to double; mixed float/double/int arguments in one call
#include <stdio.h>

int main(void) {
    float f = 1.0f / 3.0f, g = 16777217.0f, h = -0.1f;
    double d = 1.0 / 3.0;
    printf("%.17g %.17g\n", f, d);
    printf("%a %a\n", f, d);
    printf("%f %d %e %c %g\n", g, 42, h, 'x', f * 3.0f);
    printf("%.3f|%10.4f|%-10.2e|%+.1g\n", f, h, g, d);
    float arr[3] = { 1.25f, 2.5e-5f, 3.0e20f };
    for (int i = 0; i < 3; i++) printf("%g %a\n", arr[i], arr[i]);
    printf("%zu %zu\n", sizeof(f), sizeof(f + 0.0));
    printf("%zu %zu\n", sizeof(f * f), sizeof(f * 2));
    return 0;
}
