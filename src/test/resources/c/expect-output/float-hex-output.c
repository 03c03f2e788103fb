// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.5555555555555p-2 -0x1.4p+3\n
// EXPECT-STDOUT: 0x1.4p+1 -0x1.2cp+6\n
// EXPECT-STDOUT: 0x1.2cp+4 -0x1.194p+9\n
// EXPECT-STDOUT: 0x1.194p+7 -0x1.07acp+12\n
// EXPECT-STDOUT: 0x1.07acp+10 -0x1.ee628p+14\n
// EXPECT-STDOUT: 0x1.555556p-2 0x1.8d5d42p+31 0x1.ce97cap+64 0x1.0d43b8p+98\x20\n
// EXPECT-STDOUT: 0x1.0000000000001p+0 0x1.fffffffffffffp-1 0x0.0000000000003p-1022 0x1.fffffffffffffp+1022\n
// EXPECT-STDOUT: 0x1.555p-2 0x2p+0 0x2.0p+0 0x1.999999999999ap-4\n
// EXPECT-STDOUT: 0X1.FFP+7 0x1.p+1 +0x1.8p-1       0x1p+0|-0x1p-1     |\n
// EXPECT-STDOUT: 0x1.fffffep+127 0x1p-149\n
// EXPECT-STDOUT: 0x1.fep+0 1.9921875\n
// %a of computed values: powers, thirds, sums of powers of two, float extremes, with precisions
#include <stdio.h>

int main(void) {
    double d = 1.0;
    for (int i = 0; i < 5; i++) { printf("%a %a\n", d / 3.0, -d * 10.0); d *= 7.5; }
    float f = 1.0f;
    for (int i = 0; i < 4; i++) { printf("%a ", (double)(f / 3.0f)); f *= 1e10f; }
    printf("\n");
    printf("%a %a %a %a\n", 1.0 + 0x1p-52, 1.0 - 0x1p-53, 0x1p-1074 * 3, 0x1.fffffffffffffp+1023 / 2);
    printf("%.3a %.0a %.1a %.13a\n", 1.0 / 3.0, 1.5, 1.96875, 0.1);
    printf("%A %#a %+a %12a|%-12a|\n", 255.5, 2.0, 0.75, 1.0, -0.5);
    printf("%a %a\n", (double)3.4028235e38f, (double)1.4e-45f);
    double s = 0.0;
    for (int k = 0; k < 8; k++) s += 1.0 / (double)(1 << k);
    printf("%a %.17g\n", s, s);
    return 0;
}
