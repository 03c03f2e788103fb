// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: flag > 0 frees the buffer and the read after it is a use after free (error leaf);
// flag <= 0 keeps it and returns (the leak is not checked).
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    int *buf = malloc(2 * sizeof(int));
    int flag = __VERIFIER_nondet_int();
    buf[0] = 1;
    buf[1] = 2;
    if (flag > 0) {
        free(buf);
    }
    return buf[1]; // EXPECT-ERROR: use-after-free
}
