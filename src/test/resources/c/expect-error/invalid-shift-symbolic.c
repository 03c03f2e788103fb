// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: the amount n % 40 is 0..39 (no fork: the divisor is a nonzero constant); the shift is
// invalid for amounts 32..39 (error leaf) and fine for 0..31 (returned leaf). It is unsigned, never negative.
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
    unsigned int n = __VERIFIER_nondet_uint();
    unsigned int x = 1u << (n % 40u); // EXPECT-ERROR: invalid-shift
    return (int)(x & 1u);
}
