// RUN: effigy explore --entry root
// EXPECT-LEAVES: 6
// EXPECT-STATUS: returned=5 error=1
// Leaves: sqrtf of a negative number (or -inf) is a NaN, and of a NaN too: both return -1 (one leaf). Otherwise
// floorf(sqrtf(x)) is compared with 3 (x in [9, 16)); there fmaxf(x, 12.5f) == x, i.e. 12.5 <= x < 16, is the
// error, the rest of [9, 16) returns 3; above, ceilf(r) > 3 returns 4; below 9, fminf(r, 1) == r
// (r <= 1, x <= 1) returns 1, else 2. (float, not double: Z3 decides single-precision square roots in a fraction
// of a second, double-precision ones in seconds.)
#include <math.h>
extern void reach_error(void);

int root(float x) {
    float r = sqrtf(x);
    if (r != r) return -1;
    if (floorf(r) == 3.0f) {
        if (fmaxf(x, 12.5f) == x) reach_error(); // EXPECT-ERROR: reach-error
        return 3;
    }
    if (ceilf(r) > 3.0f) return 4;
    return fminf(r, 1.0f) == r ? 1 : 2;
}
