// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -0.5 -> 0 0 0 0\n
// EXPECT-STDOUT: -1 -> -1 -1 -1 -1\n
// EXPECT-STDOUT: -1.5 -> -1 -1 -1 -1\n
// EXPECT-STDOUT: -2.5 -> -2 -2 -2 -2\n
// EXPECT-STDOUT: -127.9 -> -127 -127 -127 -127\n
// EXPECT-STDOUT: -128 -> -128 -128 -128 -128\n
// EXPECT-STDOUT: -32768.8 -> -32768 -32768 -32768\n
// EXPECT-STDOUT: -2.14748e+09 -> -2147483648 -2147483648\n
// EXPECT-STDOUT: -1e+15 -> -1000000000000000\n
// EXPECT-STDOUT: -0x1.9p+6 -0x1.d4cp+14 -0x1.d6f346p+26 -0x1.12211p+60\n
// EXPECT-STDOUT: -0x1.9p+6 -0x1.d4cp+14 -0x1.d6f3454p+26 -0x1.12210f47de981p+60\n
// Negative values through conversions: float/double to signed types, small types, and back
#include <stdio.h>

int main(void) {
    double ds[] = { -0.5, -1.0, -1.5, -2.5, -127.9, -128.0, -32768.75, -2147483648.0, -1e15 };
    for (int i = 0; i < 9; i++) {
        long l = (long)ds[i];
        printf("%g -> %ld", ds[i], l);
        if (ds[i] > -129.0) printf(" %d", (signed char)ds[i]);
        if (ds[i] > -32769.0) printf(" %d", (short)ds[i]);
        if (ds[i] >= -2147483648.0) printf(" %d", (int)ds[i]);
        printf("\n");
    }
    signed char sc = -100;
    short sh = -30000;
    int in = -123456789;
    long lo = -1234567890123456789L;
    printf("%a %a %a %a\n", (double)(float)sc, (double)(float)sh, (double)(float)in, (double)(float)lo);
    printf("%a %a %a %a\n", (double)sc, (double)sh, (double)in, (double)lo);
    return 0;
}
