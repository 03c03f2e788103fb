// RUN: effigy explore --ints=math --entry f --buffer-size 2
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// With --ints=math, --entry makes an int parameter an unbounded integer (so n > INT_MAX is feasible)
// while a buffer parameter's bytes still hold 0..255 each.
// Leaves: n > INT_MAX; p[0] + n > INT_MAX; neither.
#include <limits.h>

int f(unsigned char *p, int n) {
    if (n > INT_MAX) return 2;
    if (p[0] + n > INT_MAX) return 1;
    return 0;
}
