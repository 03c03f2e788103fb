// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: the assumptions leave 0 <= x <= 9 and y == 2 * x, so the three reach_error() tests are
// infeasible. x == 3 can go both ways, but on that side __VERIFIER_assume(y == 5) cannot hold
// (y == 6): the path ends without a leaf. The rest forks on x > 5: two leaves.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = __VERIFIER_nondet_int();
    __VERIFIER_assume(x >= 0);
    __VERIFIER_assume(x < 10);
    __VERIFIER_assume(y == 2 * x);
    if (x < 0) reach_error();
    if (y > 18) reach_error();
    if (y % 2 != 0) reach_error();
    if (x == 3) {
        __VERIFIER_assume(y == 5);
    }
    if (x > 5) return 1;
    return 0;
}
