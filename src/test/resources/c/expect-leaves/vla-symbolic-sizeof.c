// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: 1 <= n <= 3 assumed; the loop over a[0..n-1] forks on i < n (n = 1, 2, 3) and never leaves the
// array; sizeof(a) is computed at run time and equals n * sizeof(int) on every path (reach_error is
// unreachable).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

int main(void) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 1 && n <= 3);
    int a[n];
    if (sizeof(a) != n * sizeof(int)) reach_error();
    int s = 0;
    for (int i = 0; i < n; i++) a[i] = i;
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}
