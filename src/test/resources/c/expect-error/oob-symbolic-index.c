// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: i < 8 is assumed. i < 0 returns early (leaf 1). For 0 <= i <= 7 the read table[i] is in bounds
// for i <= 4 (leaf 2; the symbolic offset reads the array without forking) and out of bounds for
// i = 5..7 (error leaf 3). The bound keeps the bad addresses just past the array, where no other object
// can be (a symbolic address that may reach several objects forks once per object, as in KLEE).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int table[5] = {2, 3, 5, 7, 11};

int main(void) {
    int i = __VERIFIER_nondet_int();
    __VERIFIER_assume(i < 8);
    if (i < 0) return 0;
    return table[i]; // EXPECT-ERROR: out-of-bounds
}
