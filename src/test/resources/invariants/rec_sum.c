// expect: true
// A recursion with no loop: add(m, n) counts n down to 0, one call per unit, and returns m + n. Its summary must
// relate the result to both arguments (r == m + n) and its calls' context must bound m + n, for the check in main
// and for no signed overflow at m + 1.
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
    if (add(m, n) != m + n) reach_error();
    return 0;
}
