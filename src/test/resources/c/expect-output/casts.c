// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 44\n
// EXPECT-STDOUT: 255\n
// EXPECT-STDOUT: -1\n
// EXPECT-STDOUT: -1294967296\n
// EXPECT-STDOUT: 591751049\n
// EXPECT-STDOUT: 3000000000\n
// EXPECT-STDOUT: 18446744073709551615\n
// EXPECT-STDOUT: 45\n
// EXPECT-STDOUT: -128\n
// EXPECT-STDOUT: 25536\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 0\n
// Casts between integer types: truncation (modulo 2^n, as gcc defines it) and widening.
#include <stdio.h>

int main(void) {
    int big = 300;
    long l = 0x123456789L;
    unsigned u = 3000000000u;
    printf("%d\n", (char)big);              // 44
    printf("%d\n", (unsigned char)-1);      // 255
    printf("%d\n", (short)65535);           // -1
    printf("%d\n", (int)u);                 // -1294967296
    printf("%d\n", (int)l);                 // 591751049 (0x23456789)
    printf("%ld\n", (long)u);               // 3000000000
    printf("%lu\n", (unsigned long)-1L);    // 18446744073709551615
    printf("%d\n", (int)(unsigned char)(big + 1)); // 45
    printf("%d\n", (signed char)128);       // -128
    printf("%u\n", (unsigned short)-40000); // 25536
    printf("%d\n", (_Bool)5);               // 1
    printf("%d\n", (_Bool)0);               // 0
    return 0;
}
