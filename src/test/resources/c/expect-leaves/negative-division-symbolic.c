// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: for x < 0, x / 2 truncates toward zero: q * 2 == x for even x, q * 2 == x + 1 > x for odd x
// (two leaves); on the odd side x % 2 is -1, so reach_error() is infeasible.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int q;
    __VERIFIER_assume(x < 0);
    q = x / 2;
    if (q * 2 > x) {
        if (x % 2 != -1) reach_error();
        return 1;
    }
    return 0;
}
