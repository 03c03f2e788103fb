// RUN: effigy explore --check-overflow
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; INT_MIN / -1 is the one signed division that overflows (its quotient,
// 2^31, is not an int; on x86-64 it traps).
#include <limits.h>

int quotient(int a, int b) {
    return a / b; // EXPECT-ERROR: signed-overflow
}

int main(void) {
    int q = quotient(INT_MIN, 2);
    q = quotient(INT_MIN, -1);
    return q;
}
