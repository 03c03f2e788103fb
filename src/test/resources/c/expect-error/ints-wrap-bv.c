// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: with 32-bit ints (the default, wrapping without --check-overflow) x + 1 > x fails for
// x == INT_MAX: reach_error() is reachable (error leaf) besides the returned leaf. Compare
// ../expect-leaves/ints-wrap-math.c and ints-wrap-check-overflow.c: the same program.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = x + 1;
    if (y > x) {
        return 0;
    }
    reach_error(); // EXPECT-ERROR: reach-error
    return 1;
}
