// RUN: effigy run
// EXPECT-STDOUT: start\n
// EXPECT-STDOUT: 5\n
// A concrete run that ends in an error: the output written before it is kept. (No EXPECT-EXIT: the
// compiled program would die of SIGFPE; effigy reports an error.)
#include <stdio.h>

int main(void) {
    int d = 2;
    printf("start\n");
    printf("%d\n", 10 / d);
    d = d - 2;
    printf("%d\n", 10 / d); // EXPECT-ERROR: division-by-zero
    printf("never\n");
    return 0;
}
