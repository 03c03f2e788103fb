// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 15\n
// EXPECT-STDOUT: -5\n
// EXPECT-STDOUT: 15\n
// EXPECT-STDOUT: 3\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 16\n
// EXPECT-STDOUT: 4\n
// EXPECT-STDOUT: 7\n
// EXPECT-STDOUT: 5\n
// EXPECT-STDOUT: 9\n
// EXPECT-STDOUT: 4\n
// EXPECT-STDOUT: -32768\n
// EXPECT-STDOUT: 4294967295\n
// EXPECT-STDOUT: 1099511627776\n
// EXPECT-STDOUT: 8\n
// Compound assignments compute in the promoted type and convert back to the left operand's type.
#include <stdio.h>

int main(void) {
    int x = 10;
    unsigned char u = 250;
    short s = 32767;
    unsigned int w = 5;
    long l = 1;
    x += 5;  printf("%d\n", x);   // 15
    x -= 20; printf("%d\n", x);   // -5
    x *= -3; printf("%d\n", x);   // 15
    x /= 4;  printf("%d\n", x);   // 3
    x %= 2;  printf("%d\n", x);   // 1
    x <<= 4; printf("%d\n", x);   // 16
    x >>= 2; printf("%d\n", x);   // 4
    x |= 3;  printf("%d\n", x);   // 7
    x &= 5;  printf("%d\n", x);   // 5
    x ^= 12; printf("%d\n", x);   // 9
    u += 10; printf("%d\n", u);   // 4: 260 converted to unsigned char
    s += 1;  printf("%d\n", s);   // -32768: computed in int, converted back
    w -= 6;  printf("%u\n", w);   // 4294967295
    l <<= 40; printf("%ld\n", l); // 1099511627776
    u *= 2;  printf("%d\n", u);   // 8
    return 0;
}
