// RUN: effigy run
// EXPECT-EXIT: 42
// EXPECT-STDOUT: computing\n
// main's return value is the exit status.
#include <stdio.h>

int compute(int n) {
    return n * 6;
}

int main(void) {
    printf("computing\n");
    return compute(7);
}
