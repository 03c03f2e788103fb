// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0 0x0p+0 0x0p+0\n
// EXPECT-STDOUT: 1 0x1p+0 0x1p+0\n
// EXPECT-STDOUT: 9223372036854775807 0x1p+63 0x1p+63\n
// EXPECT-STDOUT: 9223372036854775808 0x1p+63 0x1p+63\n
// EXPECT-STDOUT: 9223372036854777856 0x1.0000000000001p+63 0x1p+63\n
// EXPECT-STDOUT: 18446744073709549568 0x1.fffffffffffffp+63 0x1p+64\n
// EXPECT-STDOUT: 18446744073709551615 0x1p+64 0x1p+64\n
// EXPECT-STDOUT: 12345678901234567890 0x1.56a95319d63e1p+63 0x1.56a954p+63\n
// EXPECT-STDOUT: 0x0p+0 -> 0\n
// EXPECT-STDOUT: 0x1.e666666666666p+0 -> 1\n
// EXPECT-STDOUT: 0x1p+63 -> 9223372036854775808\n
// EXPECT-STDOUT: 0x1.fffffffffffffp+63 -> 18446744073709549568\n
// EXPECT-STDOUT: 0x1.56a95319d63e1p+63 -> 12345678901234567168\n
// EXPECT-STDOUT: 0x1.fffffep+31 -> 4294967040 0\n
// EXPECT-STDOUT: 0x1p+63 -> 9223372036854775808 2147483648\n
// EXPECT-STDOUT: 0x1.fffffep+63 -> 18446742974197923840 4294967040\n
// EXPECT-STDOUT: 0x1p+32 0x1.fffffffep+31\n
// Conversions between unsigned 64-bit integers and floating types (the top bit set)
#include <stdio.h>

int main(void) {
    unsigned long vals[] = { 0UL, 1UL, 9223372036854775807UL, 9223372036854775808UL,
                             9223372036854777856UL, 18446744073709549568UL, 18446744073709551615UL,
                             12345678901234567890UL };
    for (int i = 0; i < 8; i++) {
        double d = (double)vals[i];
        float f = (float)vals[i];
        printf("%lu %a %a\n", vals[i], d, (double)f);
    }
    double ds[] = { 0.0, 1.9, 9223372036854775808.0, 1.8446744073709550e19, 12345678901234567890.0 };
    for (int i = 0; i < 5; i++) printf("%a -> %lu\n", ds[i], (unsigned long)ds[i]);
    float fs[] = { 4294967040.0f, 9.2233720e18f, 1.8446743e19f };
    for (int i = 0; i < 3; i++) printf("%a -> %lu %u\n", (double)fs[i], (unsigned long)fs[i], (unsigned)(fs[i] / 4294967296.0f));
    unsigned u = 4294967295u;
    printf("%a %a\n", (double)(float)u, (double)u);
    return 0;
}
