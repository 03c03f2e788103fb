// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: [7]\n
// EXPECT-STDOUT: [ 7]\n
// EXPECT-STDOUT: [  7]\n
// EXPECT-STDOUT: [   7]\n
// EXPECT-STDOUT: [7   ]\n
// EXPECT-STDOUT: [007]\n
// EXPECT-STDOUT: [7]\n
// EXPECT-STDOUT: [   042]\n
// EXPECT-STDOUT: [ab    ]\n
// EXPECT-STDOUT: [abc]\n
// Field width and precision taken from the arguments with *.
#include <stdio.h>

int main(void) {
    int w;
    for (w = 1; w <= 4; w++) {
        printf("[%*d]\n", w, 7);
    }
    printf("[%*d]\n", -4, 7);
    printf("[%.*d]\n", 3, 7);
    printf("[%.*d]\n", -1, 7);
    printf("[%*.*d]\n", 6, 3, 42);
    printf("[%-*.*s]\n", 6, 2, "abcdef");
    printf("[%.*s]\n", 3, "abcdef");
    return 0;
}
