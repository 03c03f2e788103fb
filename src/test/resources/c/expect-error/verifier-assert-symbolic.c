// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: half * 2 == n fails for odd n (error leaf) and holds for even n (returned leaf).
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assert(int cond);

int main(void) {
    unsigned int n = __VERIFIER_nondet_uint();
    unsigned int half = n / 2;
    __VERIFIER_assert(half * 2 == n); // EXPECT-ERROR: assertion
    return 0;
}
