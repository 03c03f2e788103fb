// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: float stalls at n=2097152 sum=0x1.eceaf8p+3 (15.4036827)\n
// EXPECT-STDOUT: double H(100000)=0x1.82e27a22f3f7cp+3 (12.090146129863335)\n
// EXPECT-STDOUT: backwards 0x1.82e27a22f3fa5p+3 diff 0x1.48p-44\n
// The harmonic series in float stops growing once 1/n is lost in the sum; in double it keeps growing
#include <stdio.h>

int main(void) {
    float f = 0.0f, prev = -1.0f;
    int n = 0;
    while (f != prev) {
        prev = f;
        n++;
        f += 1.0f / (float)n;
        if (n > 3000000) break;
    }
    printf("float stalls at n=%d sum=%a (%.9g)\n", n, (double)f, f);
    double d = 0.0;
    for (int i = 1; i <= 100000; i++) d += 1.0 / i;
    printf("double H(100000)=%a (%.17g)\n", d, d);
    double back = 0.0;
    for (int i = 100000; i >= 1; i--) back += 1.0 / i;
    printf("backwards %a diff %a\n", back, back - d);
    return 0;
}
