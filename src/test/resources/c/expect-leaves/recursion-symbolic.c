// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: with 0 <= n <= 3, each recursion level tests n - k <= 0: n = 0, 1, 2, 3 end at depths
// 0..3, four leaves; depth(n) == n on each, so reach_error() is infeasible.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

int depth(int n) {
    if (n <= 0) return 0;
    return 1 + depth(n - 1);
}

int main(void) {
    int n = __VERIFIER_nondet_int();
    int d;
    __VERIFIER_assume(n >= 0);
    __VERIFIER_assume(n <= 3);
    d = depth(n);
    if (d != n) reach_error();
    return d;
}
