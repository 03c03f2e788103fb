// RUN: effigy run
// EXPECT-EXIT: 2
// EXPECT-STDOUT: returning 258\n
// The exit status is the low 8 bits of main's return value: 258 & 255 == 2.
#include <stdio.h>

int main(void) {
    printf("returning 258\n");
    return 258;
}
