// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: m = n % 4 is 0..3 without a fork (the divisor 4 is a nonzero constant); the remainder by m
// fails for m == 0 (error leaf) and goes on otherwise (returned leaf).
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
    unsigned int n = __VERIFIER_nondet_uint();
    unsigned int m = n % 4u;
    unsigned int r = 100u % m; // EXPECT-ERROR: division-by-zero
    return (int)(r & 1u);
}
