// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: budget < 0 aborts (error leaf); otherwise budget > 1000 and budget <= 1000 each return.
#include <stdlib.h>

extern long __VERIFIER_nondet_long(void);

int main(void) {
    long budget = __VERIFIER_nondet_long();
    if (budget < 0) {
        abort(); // EXPECT-ERROR: abort
    }
    if (budget > 1000) return 1;
    return 0;
}
