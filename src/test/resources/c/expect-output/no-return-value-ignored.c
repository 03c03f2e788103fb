// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 3 1\n
// A non-void function that falls off its end is fine where its value is not used (C99 6.9.1p12):
// step is called as a statement and through a cast to void. main falling off its end returns 0.
#include <stdio.h>

int g, h;

int step(int a, int b) {
    g = g + a;
    h = b;
}

int main(void) {
    step(1, 0);
    step(2, 1);
    (void)step(0, 1);
    printf("%d %d\n", g, h);
}
