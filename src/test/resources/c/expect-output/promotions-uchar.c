// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 300\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 44\n
// EXPECT-STDOUT: 300\n
// EXPECT-STDOUT: 20000\n
// EXPECT-STDOUT: -1\n
// EXPECT-STDOUT: 255\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 144\n
// EXPECT-STDOUT: 400\n
// Integer promotions: unsigned char operands are promoted to int before arithmetic.
#include <stdio.h>

int main(void) {
    unsigned char a = 200, b = 100;
    unsigned char sum8 = a + b;          // converted back on assignment: 300 - 256
    int sum = a + b;                     // 300: the addition happens in int
    unsigned char x = 0;
    printf("%d\n", a + b);
    printf("%d\n", a + b == 300);
    printf("%d\n", sum8);
    printf("%d\n", sum);
    printf("%d\n", a * b);               // 20000, not 20000 % 256
    printf("%d\n", ~x);                  // -1: ~ applies to the promoted int 0
    printf("%d\n", (unsigned char)~x);   // 255
    printf("%d\n", ~x == 255);           // 0
    printf("%d\n", (unsigned char)(a << 1)); // 144
    printf("%d\n", a << 1);              // 400
    return 0;
}
