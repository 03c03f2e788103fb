// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 9000000000\n
// EXPECT-STDOUT: 1000000000000\n
// EXPECT-STDOUT: 1285714285 5\n
// EXPECT-STDOUT: -8\n
// EXPECT-STDOUT: 4611686018427387904\n
// EXPECT-STDOUT: 2932290448510678823\n
// EXPECT-STDOUT: 2\n
// 64-bit arithmetic: products beyond 32 bits, large divisions, mixing int and long.
#include <stdio.h>

int main(void) {
    long a = 3000000000L;
    long b = a * 3;
    int i = 1000000;
    long c = (long)i * i;           // 10^12: widened before the multiplication
    unsigned long h = 1469598103934665603UL;
    int k;
    printf("%ld\n", b);             // 9000000000
    printf("%ld\n", c);
    printf("%ld %ld\n", b / 7, b % 7);
    printf("%ld\n", -b / 1000000007L);
    printf("%ld\n", 1L << 62);
    for (k = 0; k < 4; k++) h = (h ^ (unsigned long)k) * 1099511628211UL;
    printf("%lu\n", h);
    printf("%d\n", (int)(b >> 32));  // 2
    return 0;
}
