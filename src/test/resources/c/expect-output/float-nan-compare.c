// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: == > > unordered\n
// EXPECT-STDOUT: < == < unordered\n
// EXPECT-STDOUT: < > == unordered\n
// EXPECT-STDOUT: unordered unordered unordered unordered\n
// EXPECT-STDOUT: loop ran 0 times\n
// EXPECT-STDOUT: loop ran 5 times\n
// EXPECT-STDOUT: max 7, nan+1 -nan, nan*0 -nan, 0 1\n
// EXPECT-STDOUT: 1 0 1\n
// EXPECT-STDOUT: nan is truthy\n
// NaN in conditions and loops: every ordered comparison is false, != is true, NaN propagates
#include <stdio.h>

static const char *cmp(double a, double b) {
    if (a < b) return "<";
    if (a > b) return ">";
    if (a == b) return "==";
    return "unordered";
}

int main(void) {
    double zero = 0.0;
    double nan = zero / zero;
    double vals[] = { 1.0, -1.0, 0.0, nan };
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            printf("%s%s", cmp(vals[i], vals[j]), j == 3 ? "\n" : " ");
    int count = 0;
    for (double x = nan; x < 10; x += 1) count++;
    printf("loop ran %d times\n", count);
    count = 0;
    for (double x = 0; !(x >= 5); x = x + 1) count++;
    printf("loop ran %d times\n", count);
    double m = nan;
    double best = -1.0;
    double list[] = { 3.0, nan, 7.0, 2.0 };
    for (int i = 0; i < 4; i++) if (list[i] > best) best = list[i];
    printf("max %g, nan+1 %g, nan*0 %g, %d %d\n", best, m + 1, m * 0, m == m, m != m);
    float fn = (float)nan;
    printf("%d %d %d\n", fn != fn, fn < 0.0f, !(fn >= 0.0f));
    printf("%s\n", nan ? "nan is truthy" : "nan is falsy");
    return 0;
}
