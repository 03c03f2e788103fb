// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 2 3 5\n
// EXPECT-STDOUT: 0-10 3-7\x20\n
// EXPECT-STDOUT: 3\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 4294967295\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: -1\n
// EXPECT-STDOUT: 7 8\n
// The comma operator (left to right, value of the right) and ?: with its conversions.
#include <stdio.h>

int main(void) {
    int a = 1, b = 2, c, i, j;
    c = (a++, b++, a + b);                 // 2 + 3
    printf("%d %d %d\n", a, b, c);         // 2 3 5
    for (i = 0, j = 10; i < j; i += 3, j -= 3) {
        printf("%d-%d ", i, j);
    }
    printf("\n");
    printf("%d\n", a > b ? a : b);         // 3
    printf("%d\n", a < 0 ? -1 : a == 2 ? 0 : 1); // 0
    printf("%u\n", 1 ? -1 : 0u);           // 4294967295: the result has type unsigned
    printf("%d\n", (1 ? -1 : 0u) > 0);     // 1
    printf("%ld\n", 0 ? 1L : -1);          // -1 as long
    c = a ? (b = 7, b + 1) : 0;
    printf("%d %d\n", b, c);               // 7 8
    return 0;
}
