// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: x != x holds for a NaN and for nothing else (IEEE: a NaN is unordered, even with itself), so the
// error needs a NaN input; every other float returns 0.
extern float __VERIFIER_nondet_float(void);
extern void reach_error(void);

int main(void) {
    float x = __VERIFIER_nondet_float();
    if (x != x) reach_error(); // EXPECT-ERROR: reach-error
    return 0;
}
