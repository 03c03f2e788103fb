// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: ........::::::-------------------:::::::\n
// EXPECT-STDOUT: ......:::-----------=====++#*+#+===---::\n
// EXPECT-STDOUT: ....::----------=====+***#:@@@+#*+++=---\n
// EXPECT-STDOUT: ...:--------==+++++*# .@@@@@@@@@@@@+*+=-\n
// EXPECT-STDOUT: ..:--====++*.*:--: . @@@@@@@@@@@@@@@**==\n
// EXPECT-STDOUT: ..====**##-# @@@@@@@@@@@@@@@@@@@@@@@#+==\n
// EXPECT-STDOUT: ..====+**#+=*@@@@@@ @@@@@@@@@@@@@@@@#+==\n
// EXPECT-STDOUT: ..:--====++*#    %% -@@@@@@@@@@@@@@@@*==\n
// EXPECT-STDOUT: ...:---------==++++** @@@@@@@@@@@.@%#+=-\n
// EXPECT-STDOUT: ....::-----------=====+**#.@@@+#*++==---\n
// EXPECT-STDOUT: ......:::------------====++#*.:===----::\n
// EXPECT-STDOUT: ........:::::::-----------------::::::::\n
// EXPECT-STDOUT: 106 points inside\n
// EXPECT-STDOUT: float orbit of (-0.75, 0.1): 33 iterations, z=-0x1.7e8ea4p-1 0x1.4cb7ep+1\n
// Fixed-iteration Mandelbrot membership on a small grid, printed as ASCII
#include <stdio.h>

static int escape(double cr, double ci, int max) {
    double zr = 0.0, zi = 0.0;
    for (int i = 0; i < max; i++) {
        double zr2 = zr * zr, zi2 = zi * zi;
        if (zr2 + zi2 > 4.0) return i;
        double nzr = zr2 - zi2 + cr;
        zi = 2.0 * zr * zi + ci;
        zr = nzr;
    }
    return max;
}

int main(void) {
    const char *shades = " .:-=+*#%@";
    int inside = 0;
    for (int row = 0; row < 12; row++) {
        double ci = -1.2 + row * 0.22;
        for (int col = 0; col < 40; col++) {
            double cr = -2.1 + col * 0.07;
            int n = escape(cr, ci, 50);
            if (n == 50) inside++;
            putchar(n == 50 ? '@' : shades[n % 9]);
        }
        putchar('\n');
    }
    printf("%d points inside\n", inside);
    float fr = -0.75f, fi = 0.1f, zr = 0, zi = 0;
    int n = 0;
    while (n < 1000 && zr * zr + zi * zi <= 4.0f) {
        float t = zr * zr - zi * zi + fr;
        zi = 2.0f * zr * zi + fi;
        zr = t;
        n++;
    }
    printf("float orbit of (-0.75, 0.1): %d iterations, z=%a %a\n", n, (double)zr, (double)zi);
    return 0;
}
