// expect: not-true
// count(n) returns n for n >= 0; main reaches the error when it returns 7: a summary that says less than every
// result it can return (here, r != 7) would be a wrong proof.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int count(int n) {
    if (n <= 0) return 0;
    return 1 + count(n - 1);
}

int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 100) return 0;
    if (count(n) == 7) reach_error();
    return 0;
}
