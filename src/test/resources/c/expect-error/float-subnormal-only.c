// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=3 error=1
// Leaves: a non-zero float whose magnitude is below FLT_MIN (2^-126, the least normal float) is subnormal
// (2^-149 .. 2^-126 - 2^-149, either sign); zero returns 1, a float at or above FLT_MIN 0, one at or below
// -FLT_MIN 0 (NaNs fail both comparisons and go with the last).
#include <float.h>
extern float __VERIFIER_nondet_float(void);
extern void reach_error(void);

int main(void) {
    float f = __VERIFIER_nondet_float();
    if (f == 0.0f) return 1;
    if (f > -FLT_MIN && f < FLT_MIN) reach_error(); // EXPECT-ERROR: reach-error
    return 0;
}
