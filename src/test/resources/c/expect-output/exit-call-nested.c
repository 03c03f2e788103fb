// RUN: effigy run
// EXPECT-EXIT: 3
// EXPECT-STDOUT: ok: 1\n
// EXPECT-STDOUT: ok: 2\n
// EXPECT-STDOUT: too big: 3\n
// exit(n) from a nested call ends the program at once: output written before it is kept.
#include <stdio.h>
#include <stdlib.h>

void check(int v) {
    if (v > 2) {
        printf("too big: %d\n", v);
        exit(3);
    }
    printf("ok: %d\n", v);
}

int main(void) {
    int i;
    for (i = 1; i <= 5; i++) {
        check(i);
    }
    printf("never printed\n");
    return 0;
}
