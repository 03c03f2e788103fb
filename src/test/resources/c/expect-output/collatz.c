// RUN: effigy run
// EXPECT-EXIT: 8
// EXPECT-STDOUT: 1:0 2:1 3:7 4:2 5:5 6:8 7:16\x20\n
// EXPECT-STDOUT: 111\n
// A while loop whose trip count is not obvious: Collatz steps.
#include <stdio.h>

int steps(unsigned n) {
    int s = 0;
    while (n != 1) {
        n = n % 2 ? 3 * n + 1 : n / 2;
        s++;
    }
    return s;
}

int main(void) {
    unsigned n;
    for (n = 1; n <= 7; n++) printf("%u:%d ", n, steps(n));
    printf("\n%d\n", steps(27));
    return steps(6);
}
