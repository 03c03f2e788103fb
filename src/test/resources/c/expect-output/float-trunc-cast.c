// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0: 0 0\n
// EXPECT-STDOUT: 0.10000000000000001: 0 0\n
// EXPECT-STDOUT: 0.5: 0 0\n
// EXPECT-STDOUT: 0.99999999999999989: 0 0\n
// EXPECT-STDOUT: 1: 1 -1\n
// EXPECT-STDOUT: 1.5: 1 -1\n
// EXPECT-STDOUT: 2.5: 2 -2\n
// EXPECT-STDOUT: 2.9998999999999998: 2 -2\n
// EXPECT-STDOUT: 99.989999999999995: 99 -99\n
// EXPECT-STDOUT: 1000000000.75: 1000000000 -1000000000\n
// EXPECT-STDOUT: 0.49999997: 0 0 0\n
// EXPECT-STDOUT: 1.99999988: 1 -1 3\n
// EXPECT-STDOUT: 8388607.5: 8388607 -8388607 16777215\n
// EXPECT-STDOUT: 16777215: 16777215 -16777215 33554430\n
// EXPECT-STDOUT: 0 0 7\n
// EXPECT-STDOUT: -107350960\n
// Casts from floating to integer types round toward zero, whatever the sign or the fraction
#include <stdio.h>

int main(void) {
    double v[] = { 0.0, 0.1, 0.5, 0.9999999999999999, 1.0, 1.5, 2.5, 2.9999, 99.99, 1e9 + 0.75 };
    for (int i = 0; i < 10; i++) printf("%.17g: %d %d\n", v[i], (int)v[i], (int)-v[i]);
    float w[] = { 0.49999997f, 1.99999988f, 8388607.5f, 16777215.0f };
    for (int i = 0; i < 4; i++) printf("%.9g: %d %d %ld\n", w[i], (int)w[i], (int)-w[i], (long)(w[i] * 2));
    double m = -0.0;
    printf("%d %u %lu\n", (int)m, (unsigned)(0.99), (unsigned long)(7.999));
    int acc = 0;
    for (double x = -2.0; x <= 2.0; x += 0.25) acc = acc * 3 + (int)x;
    printf("%d\n", acc);
    return 0;
}
