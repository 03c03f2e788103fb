// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0 0 0\n
// EXPECT-STDOUT: 10\n
// EXPECT-STDOUT: 9 8 3 2 0\x20\n
// EXPECT-STDOUT: -14 global text 1 q\n
// Globals: initialized and zero-initialized, arrays, statics, modified by functions.
#include <stdio.h>

int counter;
int table[5] = {5, 4, 3};
static int hidden = -7;
const char *message = "global text";
struct { int a; char b; } pair = {1, 'q'};

void step(int by) {
    counter += by;
    table[counter % 5] += by;
}

int main(void) {
    int i;
    printf("%d %d %d\n", counter, table[3], table[4]);   // 0 0 0
    for (i = 1; i <= 4; i++) step(i);
    printf("%d\n", counter);                             // 10
    for (i = 0; i < 5; i++) printf("%d ", table[i]);
    printf("\n");
    hidden *= 2;
    printf("%d %s %d %c\n", hidden, message, pair.a, pair.b);
    return 0;
}
