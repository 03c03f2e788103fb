// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: with 0 <= n <= 3 assumed, the loop test i < n forks at i = 0, 1, 2 (at i = 3 it can only be
// false): n = 0, 1, 2, 3, four leaves. sum is concrete on each (0, 0, 1, 3), never above 3.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

int main(void) {
    int n = __VERIFIER_nondet_int();
    int i, sum = 0;
    __VERIFIER_assume(n >= 0);
    __VERIFIER_assume(n <= 3);
    for (i = 0; i < n; i++) {
        sum += i;
    }
    if (sum > 3) reach_error();
    return sum;
}
