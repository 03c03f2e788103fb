// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.5555555555555p-2 0x1.555556p-2 0x1.555556p-2\n
// EXPECT-STDOUT: 0.30000000000000004 0.300000012 -10 2.5\n
// EXPECT-STDOUT: 2e+10 1e-310 16777216.0 16777220.0\n
// EXPECT-STDOUT: 314 -7 255 10000000000000004096 1\n
// EXPECT-STDOUT: 0 1 1 1\n
// EXPECT-STDOUT: 0.523598775598299 0.785398163397448 1.047197551196598 1.570796326794897 2.094395102393195 3.141592653589793\n
// EXPECT-STDOUT: 0.96875 0x1.fp-1\n
// EXPECT-STDOUT: 3 2.5 -0\n
// EXPECT-STDOUT: 1 0.142857 3\n
// EXPECT-STDOUT: steel 7850.00 0.290000021 25\n
// EXPECT-STDOUT: al 2700.0 0.333333343 2\n
// EXPECT-STDOUT: cu 8960.0 0.340000004 4\n
// EXPECT-STDOUT: 0.25 57.2957795130823\n
// EXPECT-STDOUT: 0.001953125\n
// EXPECT-STDOUT: 2.00390625\n
// EXPECT-STDOUT: 12.0078125\n
// EXPECT-STDOUT: nan,-nan,nan,-nan,-nan,-nan -NAN\n
// Static and global floating initializers that are constant expressions: folded at compile time as gcc does
#include <stdio.h>
#include <math.h>

#define PI 3.14159265358979323846
#define N 6

double third = 1.0 / 3;
float third_f = 1.0f / 3.0f;
float third_fd = 1.0 / 3;              /* computed in double, rounded once to float */
double tenth_sum = 0.1 + 0.2;
float tenth_sum_f = 0.1f + 0.2f;
double neg = -(2.5 * 4);
double mixed = 3 * 0.5f + 1;           /* 3 * 0.5f is a float, + 1 stays float, then double */
static const double big = 1e10 * 2;
static const double tiny = 1e-300 * 1e-10;
float rounded = 16777217;              /* int to float: round to nearest even */
float rounded2 = 16777216.0f + 3.0f;
int truncated = (int)(PI * 100);
int negtrunc = -7.9;
unsigned char byte = 255.75;
unsigned long huge = 1e19 + 4096;
_Bool nonzero = 0.001;
int cmp[4] = { 0.1 + 0.2 == 0.3, 0.1f + 0.2f == 0.3f, 1.0 / 3 > 0.333, !(2.5 - 2.5) };
double table[N] = { PI / 6, PI / 4, PI / 3, PI / 2, 2 * PI / 3, PI };
double sq[] = { 1.0 / 2, 1.0 / 4, 1.0 / 8, 1.0 / 16, 1.0 / 32 };
float grid[2][3] = { { 1.5f * 2, 10 / 4.0f, -0.0f }, { 1e-3f * 1e3f, (float)1 / 7, 7 / 2 } };
struct material { const char *name; double density; float ratio; int grade; } steel = { "steel", 7.85e3 * 1.0, 0.3f - 0.01f, 12.5 * 2 };
struct material metals[] = { { "al", 2.70e3, 1 / 3.0f, 2.5 }, { "cu", 8.96e3, 0.34f, 3.5 + 0.5 } };
double choose = 1.5 > 1 ? 0.25 : 4;
double deg = 180.0 / PI;
/* NaNs as gcc folds them: inf - inf is its positive NaN, 0 * inf and 0 / 0 take the sign of the product */
double nans[] = { INFINITY - INFINITY, -0.0 * INFINITY, 0.0 / 0.0, -(0.0 / 0.0), -NAN + 1, 1 - -NAN };
float nanf_ = -0.0f / 0.0f;

static double accumulate(double x) {
    static double total = 1.0 / 1024;
    static float count = 0.5f * 2;
    total += x;
    count *= 2;
    return total * count;
}

int main(void) {
    printf("%a %a %a\n", third, (double)third_f, (double)third_fd);
    printf("%.17g %.9g %g %g\n", tenth_sum, tenth_sum_f, neg, mixed);
    printf("%g %g %.1f %.1f\n", big, tiny, rounded, rounded2);
    printf("%d %d %u %lu %d\n", truncated, negtrunc, byte, huge, nonzero);
    printf("%d %d %d %d\n", cmp[0], cmp[1], cmp[2], cmp[3]);
    for (int i = 0; i < N; i++) printf("%.15f%c", table[i], i == N - 1 ? '\n' : ' ');
    double s = 0;
    for (int i = 0; i < 5; i++) s += sq[i];
    printf("%.17g %a\n", s, s);
    for (int r = 0; r < 2; r++) printf("%g %g %g\n", grid[r][0], grid[r][1], grid[r][2]);
    printf("%s %.2f %.9g %d\n", steel.name, steel.density, steel.ratio, steel.grade);
    for (int i = 0; i < 2; i++) printf("%s %.1f %.9g %d\n", metals[i].name, metals[i].density, metals[i].ratio, metals[i].grade);
    printf("%g %.15g\n", choose, deg);
    for (int i = 0; i < 3; i++) printf("%.10g\n", accumulate(i * 0.5));
    for (int i = 0; i < 6; i++) printf("%f%c", nans[i], i == 5 ? ' ' : ',');
    printf("%F\n", nanf_);
    return 0;
}
