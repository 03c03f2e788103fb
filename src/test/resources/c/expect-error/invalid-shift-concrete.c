// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; shifting a 32-bit value by 31 is fine, by 32 is invalid.
#include <stdio.h>

int main(void) {
    int bits = 32;
    unsigned v = 1;
    printf("%u\n", v << (bits - 1));
    printf("%u\n", v << bits); // EXPECT-ERROR: invalid-shift
    return 0;
}
