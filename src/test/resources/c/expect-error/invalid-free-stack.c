// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; freeing the address of a local variable is an invalid free.
#include <stdlib.h>

void release(int *p) {
    free(p); // EXPECT-ERROR: invalid-free
}

int main(void) {
    int local = 5;
    release(&local);
    return 0;
}
