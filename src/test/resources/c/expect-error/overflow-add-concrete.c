// RUN: effigy explore --check-overflow
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; INT_MAX + 1 overflows (with --check-overflow).
#include <limits.h>

int main(void) {
    int x = INT_MAX;
    int y = x - 1;
    y = y + 1;
    x = x + 1; // EXPECT-ERROR: signed-overflow
    return x == y;
}
