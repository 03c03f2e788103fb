// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: y == y excludes the NaNs; y - y is 0 for every finite y and NaN for an infinity (inf - inf is
// invalid), so the error needs +inf or -inf; a NaN input returns 1, a finite one 0.
extern double __VERIFIER_nondet_double(void);
extern void reach_error(void);

int main(void) {
    double y = __VERIFIER_nondet_double();
    if (y != y) return 1;
    if (y - y != 0.0) reach_error(); // EXPECT-ERROR: reach-error
    return 0;
}
