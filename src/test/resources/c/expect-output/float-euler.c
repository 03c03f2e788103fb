// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: t=1.00 y=95.205505 v=-9.339890\n
// EXPECT-STDOUT: t=2.00 y=81.527593 v=-17.790550\n
// EXPECT-STDOUT: t=3.00 y=59.812035 v=-25.436640\n
// EXPECT-STDOUT: t=4.00 y=30.824079 v=-32.354763\n
// EXPECT-STDOUT: ground after 488 steps, t=0x1.3851eb851eb42p+2 y=-0x1.32677ba1e44c8p-3 v=-0x1.2f2a76e5a1ffp+5\n
// EXPECT-STDOUT: spring x=0x1.6b1678p-2 u=-0x1.d5be1p+0 (0.354578 -1.83493)\n
// Euler integration of a falling ball with drag and a spring, printing a few samples
#include <stdio.h>

int main(void) {
    double y = 100.0, v = 0.0, t = 0.0;
    const double g = 9.81, k = 0.1, dt = 0.01;
    int steps = 0;
    while (y > 0.0) {
        double a = -g - k * v;
        v += a * dt;
        y += v * dt;
        t += dt;
        steps++;
        if (steps % 100 == 0) printf("t=%.2f y=%.6f v=%.6f\n", t, y, v);
    }
    printf("ground after %d steps, t=%a y=%a v=%a\n", steps, t, y, v);
    float x = 1.0f, u = 0.0f;
    const float w2 = 4.0f, h = 0.05f;
    for (int i = 0; i < 200; i++) {
        float acc = -w2 * x;
        u += acc * h;
        x += u * h;
    }
    printf("spring x=%a u=%a (%g %g)\n", (double)x, (double)u, x, u);
    return 0;
}
