// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 12\n
// EXPECT-STDOUT: 11\n
// EXPECT-STDOUT: 16\n
// EXPECT-STDOUT: 53\n
// EXPECT-STDOUT: -6\n
// EXPECT-STDOUT: -6\n
// EXPECT-STDOUT: 255\n
// EXPECT-STDOUT: 102\n
// EXPECT-STDOUT: -3250\n
// EXPECT-STDOUT: 1000000007000\n
// EXPECT-STDOUT: 4000000000\n
// EXPECT-STDOUT: 4000000000\n
// EXPECT-STDOUT: 1.00000012 1.0000000149011612 1.00000012\n
// EXPECT-STDOUT: 0x1.555556p-2 0x1.5555555555555p-2\n
// EXPECT-STDOUT: 110 110.00000238418579\n
// EXPECT-STDOUT: 116 212.00000238418579\n
// EXPECT-STDOUT: 2.5 0.5 -0.5\n
// EXPECT-STDOUT: 1 3 5\n
// Compound assignment mixing integer and floating operands: computed in the common type, then converted back
#include <stdio.h>

int main(void) {
    int i = 10;
    i += 2.7;           /* 12.7 -> 12 */
    printf("%d\n", i);
    i -= 0.5;           /* 11.5 -> 11 */
    printf("%d\n", i);
    i *= 1.5;           /* 16.5 -> 16 */
    printf("%d\n", i);
    i /= 0.3;           /* 53.33 -> 53 */
    printf("%d\n", i);
    i = -7;
    i *= 0.9;           /* -6.3 -> -6 (toward zero) */
    printf("%d\n", i);
    i += -0.99;         /* -6.99 -> -6 */
    printf("%d\n", i);
    unsigned char uc = 200;
    uc += 55.9f;        /* 255.9 -> 255 */
    printf("%u\n", uc);
    uc /= 2.5;          /* 102 */
    printf("%u\n", uc);
    short sh = -1000;
    sh *= 3.25f;        /* -3250 */
    printf("%hd\n", sh);
    long l = 1000000007;
    l *= 1e3;           /* exact in double */
    printf("%ld\n", l);
    unsigned u = 4000000000u;
    u -= 0.5f;          /* in float: 4e9 - 0.5 rounds to 4e9 */
    printf("%u\n", u);
    u = 4000000001u;
    u -= 0.5;           /* in double: 4000000000.5 -> 4000000000 */
    printf("%u\n", u);

    float f = 0.0f;
    for (int k = 0; k < 10; k++) f += 0.1;      /* each step computed in double, stored to float */
    double d = 0.0;
    for (int k = 0; k < 10; k++) d += 0.1f;     /* adds the float 0.1f */
    float g = 0.0f;
    for (int k = 0; k < 10; k++) g += 0.1f;
    printf("%.9g %.17g %.9g\n", f, d, g);
    f = 1.0f;
    f /= 3;
    d = 1;
    d /= 3;
    printf("%a %a\n", f, d);
    f = 100;
    f *= 1.1;
    d = 100;
    d *= 1.1f;
    printf("%.9g %.17g\n", f, d);
    f -= i;                                     /* int operand to float */
    d += uc;
    printf("%.9g %.17g\n", f, d);
    double x = 1.5;
    x++;
    ++x;
    x--;
    float y = -0.5f;
    y++;
    printf("%g %g", x, y);
    --y;
    printf(" %g\n", y);
    int arr[3] = { 5, 6, 7 };
    double w = 0.25;
    for (int k = 0; k < 3; k++) arr[k] *= w * (k + 1);
    printf("%d %d %d\n", arr[0], arr[1], arr[2]);
    return 0;
}
