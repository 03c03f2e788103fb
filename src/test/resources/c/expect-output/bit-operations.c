// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: f0 fff0 ff00\n
// EXPECT-STDOUT: ffff0f0f\n
// EXPECT-STDOUT: -1\n
// EXPECT-STDOUT: 4294967295\n
// EXPECT-STDOUT: 4\n
// EXPECT-STDOUT: 8 2\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: f0f\n
// EXPECT-STDOUT: 1\n
// Bitwise operators, masks and classic bit tricks on unsigned values.
#include <stdio.h>

int popcount(unsigned x) {
    int n = 0;
    while (x) {
        x &= x - 1;
        n++;
    }
    return n;
}

int main(void) {
    unsigned a = 0xF0F0u, b = 0x0FF0u;
    int x = 12;
    printf("%x %x %x\n", a & b, a | b, a ^ b);    // f0 fff0 ff00
    printf("%x\n", ~a);                            // ffff0f0f
    printf("%d\n", ~0);                            // -1
    printf("%u\n", ~0u);                           // 4294967295
    printf("%d\n", x & -x);                        // 4: the lowest set bit
    printf("%d %d\n", popcount(0xFFu), popcount(0x80000001u));
    printf("%d\n", (x >> 2) & 1);                  // 1
    printf("%x\n", (a >> 4) | (a << 28));          // rotate right by 4: f0f
    printf("%d\n", !!x + !x);                      // 1
    return 0;
}
