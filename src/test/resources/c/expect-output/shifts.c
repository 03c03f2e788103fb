// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 2147483648\n
// EXPECT-STDOUT: 3840\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: -4\n
// EXPECT-STDOUT: -1\n
// EXPECT-STDOUT: 1099511627776\n
// EXPECT-STDOUT: 5\n
// EXPECT-STDOUT: 16\n
// EXPECT-STDOUT: 268435455\n
// EXPECT-STDOUT: 9223372036854775808\n
// EXPECT-STDOUT: 1\n
// Shifts: the result has the promoted type of the left operand; >> of a negative value is arithmetic
// with gcc.
#include <stdio.h>

int main(void) {
    unsigned char b = 0xF0;
    int n = 4;
    unsigned u = 0x80000000u;
    printf("%u\n", 1u << 31);            // 2147483648
    printf("%d\n", b << 4);              // 3840: b is promoted to int first
    printf("%u\n", u >> 31);             // 1
    printf("%d\n", -16 >> 2);            // -4
    printf("%d\n", -1 >> 31);            // -1
    printf("%ld\n", 1L << 40);           // 1099511627776
    printf("%d\n", 5 << 0);              // 5
    printf("%d\n", 1 << n);              // 16
    printf("%u\n", 0xFFFFFFFFu >> n);    // 268435455
    printf("%lu\n", 1UL << 63);          // 9223372036854775808
    printf("%d\n", 0x7fffffff >> 30);    // 1
    return 0;
}
