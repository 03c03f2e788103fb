// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: nothing is symbolic, so there is one path; it ends at the out-of-range conversion.
// Converting a floating value outside the target integer type's range (or a NaN) is undefined behaviour
// (C99 6.3.1.4; gcc's UBSan calls it float-cast-overflow): an error leaf at the conversion. In-range values
// truncate toward zero, down to just above -1 for an unsigned target.
#include <stdio.h>

int main(void) {
    double ok = -0.99;
    unsigned u = ok;             // fine: truncates to 0
    int i = 2147483647.9;        // fine: 2147483647
    float big = 3e9f;
    printf("%u %d\n", u, i);
    return (int)big; // EXPECT-ERROR: float-to-int-overflow
}
