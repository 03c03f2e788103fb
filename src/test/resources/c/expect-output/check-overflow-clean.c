// RUN: effigy run --check-overflow
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 2147483647 -2147483648 0\n
// EXPECT-STDOUT: -2147483648\n
// EXPECT-STDOUT: 2147483647\n
// EXPECT-STDOUT: 9223372036854775807\n
// EXPECT-STDOUT: 2147395600\n
// EXPECT-STDOUT: 0\n
// Arithmetic right at the limits that does not overflow: --check-overflow reports nothing.
#include <stdio.h>
#include <limits.h>

int main(void) {
    int a = INT_MAX - 1;
    int b = INT_MIN + 1;
    long l = LONG_MAX;
    unsigned u = UINT_MAX;
    a = a + 1;          // INT_MAX exactly
    b = b - 1;          // INT_MIN exactly
    u = u + 1;          // unsigned: wraps, never an overflow
    printf("%d %d %u\n", a, b, u);
    printf("%d\n", INT_MIN / 1);
    printf("%d\n", -(INT_MIN + 1));
    printf("%ld\n", l - 1 + 1);
    printf("%d\n", 46340 * 46340);   // 2147395600 < INT_MAX
    printf("%d\n", INT_MIN % 1);
    return 0;
}
