// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 4294967295\n
// EXPECT-STDOUT: 255\n
// EXPECT-STDOUT: 65534\n
// EXPECT-STDOUT: -3\n
// EXPECT-STDOUT: 18446744073709551613\n
// EXPECT-STDOUT: 4294967293\n
// EXPECT-STDOUT: -16\n
// EXPECT-STDOUT: 240\n
// EXPECT-STDOUT: fffffffffffffff0\n
// EXPECT-STDOUT: ffff8000\n
// EXPECT-STDOUT: -25536\n
// Conversions that sign-extend (from signed types) and those that zero-extend (from unsigned ones).
#include <stdio.h>

int main(void) {
    signed char c = -1;
    short s = -2;
    int i = -3;
    unsigned char uc = 0xF0;
    printf("%u\n", (unsigned)c);                 // 4294967295
    printf("%d\n", (unsigned char)c);            // 255
    printf("%u\n", (unsigned short)s);           // 65534
    printf("%ld\n", (long)i);                    // -3
    printf("%lu\n", (unsigned long)i);           // 18446744073709551613
    printf("%lu\n", (unsigned long)(unsigned)i); // 4294967293
    printf("%d\n", (signed char)uc);             // -16
    printf("%d\n", (int)uc);                     // 240
    printf("%lx\n", (unsigned long)(signed char)uc); // fffffffffffffff0
    printf("%x\n", (unsigned)(short)0x8000);     // ffff8000
    printf("%d\n", (int)(short)40000);           // -25536
    return 0;
}
