// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; 1 + 2 + 3 + 4 is 10, so the assertion fails.
#include <assert.h>

int main(void) {
    int i, total = 0;
    for (i = 1; i <= 4; i++) total += i;
    assert(total == 11); // EXPECT-ERROR: assertion
    return 0;
}
