// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 16777217 -> 0x1p+24 -> 16777216\n
// EXPECT-STDOUT: 16777219 -> 0x1.000004p+24\n
// EXPECT-STDOUT: 9007199254740993 -> 0x1p+53 -> 9007199254740992\n
// EXPECT-STDOUT: 9007199254740995 -> 0x1.0000000000002p+53 -> 9007199254740996\n
// EXPECT-STDOUT: 0x1p+24 0x1.000002p+24\n
// EXPECT-STDOUT: 0x1p+53 0x1.0000000000001p+53\n
// EXPECT-STDOUT: 0x1p+31 0x1.fffffffcp+30\n
// EXPECT-STDOUT: -0x1p+31 -2147483648\n
// EXPECT-STDOUT: -0x1p+63 -9223372036854775808\n
// int <-> float <-> double at the edges of the significands: 2^24+1 in float, 2^53+1 in double
#include <stdio.h>

int main(void) {
    int i24 = (1 << 24) + 1;
    float f = (float)i24;
    printf("%d -> %a -> %d\n", i24, (double)f, (int)f);
    int i24b = (1 << 24) + 3;
    printf("%d -> %a\n", i24b, (double)(float)i24b);
    long l53 = (1L << 53) + 1;
    double d = (double)l53;
    printf("%ld -> %a -> %ld\n", l53, d, (long)d);
    long l53b = (1L << 53) + 3;
    printf("%ld -> %a -> %ld\n", l53b, (double)l53b, (long)(double)l53b);
    float big = 16777216.0f;
    printf("%a %a\n", (double)(big + 1.0f), (double)(big + 2.0f));
    double dbig = 9007199254740992.0;
    printf("%a %a\n", dbig + 1.0, dbig + 2.0);
    int imax = 2147483647;
    printf("%a %a\n", (double)(float)imax, (double)imax);
    int imin = -2147483647 - 1;
    printf("%a %d\n", (double)(float)imin, (int)(float)imin);
    long lm = -9223372036854775807L - 1;
    printf("%a %ld\n", (double)lm, (long)(double)lm);
    return 0;
}
