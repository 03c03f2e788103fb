// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 44 -56 200\n
// EXPECT-STDOUT: -32768 65535\n
// EXPECT-STDOUT: ffff ff\n
// EXPECT-STDOUT: 4 8\n
// EXPECT-STDOUT: 7\n
// EXPECT-STDOUT: -5 5\n
// EXPECT-STDOUT: -9223372036854775808\n
// Length modifiers: printf converts the argument to the modifier's type itself (%hhd of 300 is 44).
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

int main(void) {
    int a[10];
    int *p = &a[2], *q = &a[9];
    printf("%hhd %hhd %hhu\n", 300, 200, 200);
    printf("%hd %hu\n", 32768, -1);
    printf("%hx %hhx\n", -1, -1);
    printf("%zu %zu\n", sizeof(int), sizeof(long));
    printf("%td\n", q - p);
    printf("%jd %ju\n", (intmax_t)-5, (uintmax_t)5);
    printf("%lld\n", (long long)INT64_MIN);
    return 0;
}
