// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -3 -1\n
// EXPECT-STDOUT: -3 -1\n
// EXPECT-STDOUT: -3 1\n
// EXPECT-STDOUT: 3 -1\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 2147483644\n
// EXPECT-STDOUT: -3\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 0\n
// Division truncates toward zero; the remainder has the sign of the dividend.
#include <stdio.h>

int main(void) {
    int a = -7, b = 2;
    printf("%d %d\n", a / b, a % b);         // -3 -1
    printf("%d %d\n", -7 / 2, -7 % 2);       // -3 -1, as constants
    printf("%d %d\n", 7 / -2, 7 % -2);       // -3 1
    printf("%d %d\n", -7 / -2, -7 % -2);     // 3 -1
    printf("%d\n", (a / b) * b + a % b == a); // 1
    printf("%u\n", (unsigned)a / 2);          // 2147483644
    printf("%ld\n", -7L / 2);                 // -3
    printf("%d\n", -1 / 2);                   // 0
    printf("%d\n", -9 % 3);                   // 0
    printf("%d\n", a % 1);                    // 0
    return 0;
}
