// RUN: effigy run
// EXPECT-STDOUT: before\n
// get falls off its end and main uses its value: an error at the call (C99 6.9.1p12). The first call
// discards the value and is fine.
#include <stdio.h>

int counter;

int get(void) {
    counter++;
}

int main(void) {
    get();
    printf("before\n");
    int v = get(); // EXPECT-ERROR: no-return-value
    printf("%d\n", v);
    return 0;
}
