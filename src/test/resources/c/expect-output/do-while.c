// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: runs=1\n
// EXPECT-STDOUT: sum=63 k=21\n
// EXPECT-STDOUT: n=5\n
// EXPECT-STDOUT: n=4\n
// EXPECT-STDOUT: n=2\n
// EXPECT-STDOUT: n=1\n
// A do-while body runs once even when the condition is false at the start.
#include <stdio.h>

int main(void) {
    int n = 10, runs = 0, sum = 0, k = 0;
    do {
        runs++;
    } while (n < 5);
    printf("runs=%d\n", runs);
    do {
        sum += k;
        k += 3;
    } while (k < 20);
    printf("sum=%d k=%d\n", sum, k);
    n = 5;
    do {
        if (n == 3) {
            n--;
            continue;      // goes to the condition
        }
        printf("n=%d\n", n);
        n--;
    } while (n > 0);
    return 0;
}
