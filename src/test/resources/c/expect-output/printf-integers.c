// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 42 -42 0\n
// EXPECT-STDOUT: 2147483647 -2147483648\n
// EXPECT-STDOUT: 0 4294967295\n
// EXPECT-STDOUT: ff FF 10\n
// EXPECT-STDOUT: ffffffff\n
// EXPECT-STDOUT: 9223372036854775807 -9223372036854775808\n
// EXPECT-STDOUT: 18446744073709551615\n
// EXPECT-STDOUT: -1 18446744073709551615\n
// EXPECT-STDOUT: deadbeefcafe ABCDEF\n
// EXPECT-STDOUT: 4294967295\n
// EXPECT-STDOUT: -1294967296\n
// printf's integer conversions at the edges of int, unsigned, long and long long.
#include <stdio.h>
#include <limits.h>

int main(void) {
    printf("%d %i %d\n", 42, -42, 0);
    printf("%d %d\n", INT_MAX, INT_MIN);
    printf("%u %u\n", 0u, UINT_MAX);
    printf("%x %X %o\n", 255u, 255u, 8u);
    printf("%x\n", (unsigned)-1);
    printf("%ld %ld\n", LONG_MAX, LONG_MIN);
    printf("%lu\n", ULONG_MAX);
    printf("%lld %llu\n", -1LL, 18446744073709551615ULL);
    printf("%lx %llX\n", 0xdeadbeefcafeUL, 0xabcdefULL);
    printf("%u\n", -1);
    printf("%d\n", (int)3000000000u);
    return 0;
}
