// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 3344 1122\n
// EXPECT-STDOUT: 44 33 22 11\n
// EXPECT-STDOUT: ff223344 -14535868\n
// EXPECT-STDOUT: 4294967295 65535\n
// EXPECT-STDOUT: 4\n
// A union's members share storage: x86-64 is little-endian.
#include <stdio.h>
#include <stdint.h>

union word {
    uint32_t u;
    int32_t i;
    uint16_t half[2];
    unsigned char bytes[4];
};

int main(void) {
    union word w;
    w.u = 0x11223344u;
    printf("%x %x\n", w.half[0], w.half[1]);                      // 3344 1122
    printf("%x %x %x %x\n", w.bytes[0], w.bytes[1], w.bytes[2], w.bytes[3]); // 44 33 22 11
    w.bytes[3] = 0xff;
    printf("%x %d\n", w.u, w.i);                                  // ff223344 -14535868
    w.i = -1;
    printf("%u %u\n", w.u, (unsigned)w.half[1]);                  // 4294967295 65535
    printf("%d\n", (int)sizeof(union word));                      // 4
    return 0;
}
