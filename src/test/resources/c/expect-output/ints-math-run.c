// RUN: effigy run --ints=math
// EXPECT-EXIT: 1
// EXPECT-STDOUT: mathematical\n
// With --ints=math, int arithmetic does not wrap: 2000000000 + 2000000000 is 4000000000 > big. (In C
// this addition overflows, undefined behaviour; with 32-bit semantics effigy would wrap it to a
// negative number. Not compared with gcc.)
#include <stdio.h>

int main(void) {
    int big = 2000000000;
    int twice = big + big;
    if (twice > big) {
        printf("mathematical\n");
        return 1;
    }
    printf("wrapped\n");
    return 0;
}
