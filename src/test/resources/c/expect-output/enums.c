// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0 5 6 -1\n
// EXPECT-STDOUT: blue red other\n
// EXPECT-STDOUT: green\n
// Enumerations: implicit and explicit values, switch over an enum.
#include <stdio.h>

enum color { RED, GREEN = 5, BLUE, ALPHA = -1 };

const char *name(enum color c) {
    switch (c) {
    case RED: return "red";
    case GREEN: return "green";
    case BLUE: return "blue";
    default: return "other";
    }
}

int main(void) {
    enum color c = BLUE;
    printf("%d %d %d %d\n", RED, GREEN, BLUE, ALPHA);   // 0 5 6 -1
    printf("%s %s %s\n", name(c), name(RED), name(ALPHA));
    c = (enum color)(c - 1);
    printf("%s\n", name(c));
    return 0;
}
