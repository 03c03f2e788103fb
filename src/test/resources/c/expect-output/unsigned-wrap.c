// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 4294967295\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 1705032704\n
// EXPECT-STDOUT: 18446744073709551615\n
// EXPECT-STDOUT: 255\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 4 4294967295\n
// Unsigned arithmetic wraps around modulo 2^n (defined behaviour).
#include <stdio.h>
#include <limits.h>
#include <stdint.h>

int main(void) {
    unsigned u = UINT_MAX;
    unsigned long ul = 0;
    uint8_t b = 0;
    uint16_t h = 65535;
    unsigned count = 0, i;
    u = u + 1;
    printf("%u\n", u);                     // 0
    u = u - 1;
    printf("%u\n", u);                     // 4294967295
    printf("%u\n", 0x10000u * 0x10000u);   // 0
    printf("%u\n", 3000000000u + 3000000000u); // 1705032704
    ul = ul - 1;
    printf("%lu\n", ul);
    b = b - 1;
    printf("%d\n", b);                     // 255
    h = h + 1;
    printf("%d\n", h);                     // 0
    for (i = 3; i < 10; i--) count++;      // stops when i wraps to UINT_MAX
    printf("%u %u\n", count, i);           // 4 4294967295
    return 0;
}
