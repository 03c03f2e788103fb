// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: hello, world\n
// The smallest program: one line of output, exit status 0.
#include <stdio.h>

int main(void) {
    printf("hello, world\n");
    return 0;
}
