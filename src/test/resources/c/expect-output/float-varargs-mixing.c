// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0.33333334326744079590\n
// EXPECT-STDOUT: 0.33333333333333331483\n
// EXPECT-STDOUT: 0x1.555556p-2 0x1.5555555555555p-2 0\n
// EXPECT-STDOUT: 21.6666679 21.666666666666664 -42.8571434\n
// EXPECT-STDOUT: 250.100006 250.09999999999999\n
// EXPECT-STDOUT: 1.09951163e+12 1099511627776.5\n
// EXPECT-STDOUT: 3e+09 3000000000\n
// EXPECT-STDOUT: 1 1.00000003\n
// EXPECT-STDOUT: 16777216.0 16777217.0 16777217.0\n
// EXPECT-STDOUT: 1 0\n
// EXPECT-STDOUT: 7.000000 0 3.500000e+00 3\n
// EXPECT-STDOUT:  0.33|-0.333  |0033.333|-3.0e+02\n
// EXPECT-STDOUT: 7 7\n
// EXPECT-STDOUT: 4 8 4\n
// Mixed float/double/integer arithmetic and the default argument promotions through printf's varargs
#include <stdio.h>

static float third(void) { return 1.0f / 3.0f; }

int main(void) {
    float f = third();
    double d = 1.0 / 3.0;
    char c = 'A';
    short s = -300;
    unsigned char uc = 250;
    long l = 1L << 40;
    unsigned u = 3000000000u;
    /* a float argument is promoted to double: printing it shows the float's value exactly */
    printf("%.20f\n%.20f\n", f, d);
    printf("%a %a %d\n", f, d, f == d);
    /* the usual arithmetic conversions: the integer operand converts to the floating type */
    printf("%.9g %.17g %.9g\n", c * f, c * d, s / 7.0f);
    printf("%.9g %.17g\n", uc + 0.1f, uc + 0.1);
    printf("%.9g %.17g\n", l + 0.5f, l + 0.5);
    printf("%.9g %.17g\n", u * 1.0f, u * 1.0);
    printf("%.9g %.9g\n", f * 3, f * 3.0);
    /* float op float stays float, float op double goes to double */
    float big = 16777216.0f;
    printf("%.1f %.1f %.1f\n", big + 1.0f, big + 1.0, (double)big + 1);
    printf("%d %d\n", (float)(f * 3) == 1.0f, f * 3.0 == 1.0);
    /* an int through %f would be undefined: convert explicitly; a float through %d likewise */
    int i = 7;
    printf("%f %d %e %g\n", (double)i, (int)f, (float)i / 2, i / 2 * 1.0);
    printf("%5.2f|%-8.3f|%08.3f|%+.1e\n", f, -f, f * 100, (double)s);
    /* conditional operator with mixed types: the result has the common type */
    printf("%g %g\n", i > 3 ? i : 2.5, i < 3 ? f : i);
    printf("%zu %zu %zu\n", sizeof(f + 1), sizeof(f + 1.0), sizeof(c + f));
    return 0;
}
