// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 8 -128 127\n
// EXPECT-STDOUT: -128 127 255\n
// EXPECT-STDOUT: -32768 32767 65535\n
// EXPECT-STDOUT: -2147483648 2147483647 4294967295\n
// EXPECT-STDOUT: -9223372036854775808 9223372036854775807 18446744073709551615\n
// EXPECT-STDOUT: -9223372036854775808 18446744073709551615\n
// EXPECT-STDOUT: 1 2 4 8 8 8\n
// EXPECT-STDOUT: 1\n
// <limits.h> on x86-64 (plain char is signed: CHAR_MIN is -128) and the sizes of the types.
#include <stdio.h>
#include <limits.h>

int main(void) {
    printf("%d %d %d\n", CHAR_BIT, CHAR_MIN, CHAR_MAX);
    printf("%d %d %d\n", SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("%d %d %d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("%d %d %u\n", INT_MIN, INT_MAX, UINT_MAX);
    printf("%ld %ld %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
    printf("%lld %llu\n", LLONG_MIN, ULLONG_MAX);
    printf("%d %d %d %d %d %d\n", (int)sizeof(char), (int)sizeof(short), (int)sizeof(int), (int)sizeof(long),
           (int)sizeof(long long), (int)sizeof(void *));
    printf("%d\n", INT_MAX + 1u == 2147483648u);   // unsigned arithmetic: defined
    return 0;
}
