// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.f3f392p+9 0x1.f400000000575p+9\n
// EXPECT-STDOUT: 999.902893 1000.0000000001588\n
// EXPECT-STDOUT: 0 0\n
// Accumulating 0.1 ten thousand times in float and in double drifts away from 1000 differently
#include <stdio.h>

int main(void) {
    float fs = 0.0f;
    double ds = 0.0;
    for (int i = 0; i < 10000; i++) {
        fs += 0.1f;
        ds += 0.1;
    }
    printf("%a %a\n", (double)fs, ds);
    printf("%.9g %.17g\n", fs, ds);
    printf("%d %d\n", fs == 1000.0f, ds == 1000.0);
    return 0;
}
