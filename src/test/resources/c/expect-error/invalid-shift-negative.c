// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: k < 8 is assumed, so only a negative amount is invalid: k < 0 is the error leaf,
// 0 <= k <= 7 the returned leaf.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
    int k = __VERIFIER_nondet_int();
    int r;
    __VERIFIER_assume(k < 8);
    r = 256 >> k; // EXPECT-ERROR: invalid-shift
    return r & 1;
}
