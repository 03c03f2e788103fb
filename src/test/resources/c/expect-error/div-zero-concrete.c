// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: nothing is symbolic, so there is a single path; it ends at the division by zero inside
// divide(), reported on that line (not at the call).
#include <stdio.h>

int divide(int a, int b) {
    return a / b; // EXPECT-ERROR: division-by-zero
}

int main(void) {
    int zero = 0;
    printf("before\n");
    printf("%d\n", divide(10, zero));
    printf("after\n");
    return 0;
}
