// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: -1 > 1u\n
// Comparisons under the usual arithmetic conversions: -1 < 1u is false.
#include <stdio.h>

int main(void) {
    int minus = -1;
    unsigned one = 1;
    unsigned char small = 1;
    long lminus = -1;
    printf("%d\n", -1 < 1u);            // 0
    printf("%d\n", minus < one);        // 0
    printf("%d\n", -1 < 1);             // 1
    printf("%d\n", minus < small);      // 1: unsigned char promotes to int
    printf("%d\n", lminus < one);       // 1: long holds every unsigned int
    printf("%d\n", lminus < 1UL);       // 0: both become unsigned long
    printf("%d\n", minus < sizeof(int)); // 0: size_t is unsigned
    printf("%d\n", (unsigned)minus == 4294967295u); // 1
    if (minus > one) printf("-1 > 1u\n");
    return 0;
}
