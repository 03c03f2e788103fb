// expect: true
// Mutual recursion: odd and even call each other with n - 1; each returns 0 or 1, which main checks. Each function
// has its own predicates of calls and of summaries.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int even(int n);

int odd(int n) {
    if (n == 0) return 0;
    return even(n - 1);
}

int even(int n) {
    if (n == 0) return 1;
    return odd(n - 1);
}

int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n < 0) return 0;
    int r = odd(n);
    if (r < 0 || r > 1) reach_error();
    return 0;
}
