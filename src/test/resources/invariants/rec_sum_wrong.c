// expect: not-true
// As rec_sum.c, but main reaches the error when add returns what it always returns (m + n): for every m and n.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int add(int m, int n) {
    if (n == 0) return m;
    return add(m + 1, n - 1);
}

int main(void) {
    int m = __VERIFIER_nondet_int();
    int n = __VERIFIER_nondet_int();
    if (m < 0 || m > 1000000 || n < 0 || n > 1000000) return 0;
    if (add(m, n) != m + n) return 0;
    reach_error();
    return 0;
}
