// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: first line\n
// EXPECT-STDOUT: \n
// EXPECT-STDOUT: abcde\n
// EXPECT-STDOUT: Z\n
// EXPECT-STDOUT: 90\n
// EXPECT-STDOUT: done\n
// puts appends a newline; putchar writes one character and returns it.
#include <stdio.h>

int main(void) {
    int c;
    int r;
    puts("first line");
    puts("");
    for (c = 'a'; c <= 'e'; c++) {
        putchar(c);
    }
    putchar('\n');
    r = putchar('Z');
    putchar('\n');
    printf("%d\n", r);
    puts("done");
    return 0;
}
