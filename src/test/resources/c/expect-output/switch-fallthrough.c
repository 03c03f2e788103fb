// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -1:1100\n
// EXPECT-STDOUT: 0:11\n
// EXPECT-STDOUT: 1:10\n
// EXPECT-STDOUT: 2:1000\n
// EXPECT-STDOUT: 3:-3\n
// EXPECT-STDOUT: 4:-4\n
// EXPECT-STDOUT: 5:1100\n
// switch without break falls through into the next case; default may stand anywhere.
#include <stdio.h>

int weight(int k) {
    int w = 0;
    switch (k) {
    case 0:
        w += 1;
    case 1:
        w += 10;
        break;
    default:
        w += 100;
    case 2:
        w += 1000;
        break;
    case 3:
    case 4:
        w = -k;
    }
    return w;
}

int main(void) {
    int k;
    for (k = -1; k <= 5; k++) {
        printf("%d:%d\n", k, weight(k));
    }
    return 0;
}
