// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 65534\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 4294836225\n
// short and unsigned short promote to int too; mixed int/unsigned goes to unsigned.
#include <stdio.h>

int main(void) {
    short s = -1;
    unsigned short us = 65535;
    unsigned int u = 1;
    int i = -1;
    printf("%d\n", s == us);             // 0: -1 vs 65535, both as int
    printf("%d\n", s + us);              // 65534
    printf("%d\n", i < u);               // 0: -1 becomes 4294967295
    printf("%u\n", i + u);               // 0
    printf("%u\n", (unsigned)us * us);   // 4294836225: computed in unsigned (us * us alone would overflow int)
    return 0;
}
