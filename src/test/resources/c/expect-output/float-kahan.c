// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.e848aep+19 0x1.e848fp+19 0x1.e848ef898p+19\n
// EXPECT-STDOUT: 1000005.44 1000007.5 1000007.485534668\n
// Kahan (compensated) summation of float values against the naive sum and a double reference
#include <stdio.h>

static float naive(const float *v, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += v[i];
    return s;
}

static float kahan(const float *v, int n) {
    float s = 0.0f, c = 0.0f;
    for (int i = 0; i < n; i++) {
        float y = v[i] - c;
        float t = s + y;
        c = (t - s) - y;
        s = t;
    }
    return s;
}

int main(void) {
    float v[1000];
    double ref = 0.0;
    for (int i = 0; i < 1000; i++) {
        v[i] = 1.0f / (float)(i + 1) + 1000.0f;
        ref += v[i];
    }
    float a = naive(v, 1000), b = kahan(v, 1000);
    printf("%a %a %a\n", (double)a, (double)b, ref);
    printf("%.9g %.9g %.17g\n", a, b, ref);
    return 0;
}
