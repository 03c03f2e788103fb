// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0 1 0\n
// EXPECT-STDOUT: 0 2 1\n
// EXPECT-STDOUT: 1 0\n
// EXPECT-STDOUT: 1 2\n
// EXPECT-STDOUT: 0 4\n
// EXPECT-STDOUT: 4\n
// && and || evaluate their right operand only when needed, so its side effects may not happen.
#include <stdio.h>

int calls = 0;

int touch(int v) {
    calls++;
    return v;
}

int main(void) {
    int i = 0, j = 0;
    int r;
    r = i++ && j++;                 // i++ yields 0: j++ is skipped
    printf("%d %d %d\n", r, i, j);  // 0 1 0
    r = i++ && j++;                 // 1 && 0
    printf("%d %d %d\n", r, i, j);  // 0 2 1
    r = 0 && touch(1);
    r = 1 || touch(1);
    printf("%d %d\n", r, calls);    // 1 0
    r = touch(0) || touch(2);
    printf("%d %d\n", r, calls);    // 1 2
    r = touch(3) && touch(0) && touch(5);
    printf("%d %d\n", r, calls);    // 0 4
    if (i > 100 && touch(1)) printf("no\n");
    printf("%d\n", calls);          // 4
    return 0;
}
