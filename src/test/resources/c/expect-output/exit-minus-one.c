// RUN: effigy run
// EXPECT-EXIT: 255
// EXPECT-STDOUT: bye\n
// exit(-1) gives exit status 255.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    printf("bye\n");
    exit(-1);
}
