// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: k >= -4 is assumed; the guard k < 3 forgets negative values. k >= 3 returns (leaf 1); for
// -4 <= k <= 2 the access is fine for 0 <= k <= 2 (leaf 2) and out of bounds for k < 0 (error leaf 3).
// The bound keeps the bad addresses just below the array, where no other object can be (a symbolic
// address that may reach several objects forks once per object, as in KLEE).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int lookup(int k) {
    int small[3] = {10, 20, 30};
    if (k < 3) {
        return small[k]; // EXPECT-ERROR: out-of-bounds
    }
    return -1;
}

int main(void) {
    int k = __VERIFIER_nondet_int();
    __VERIFIER_assume(k >= -4);
    lookup(k);
    return 0;
}
