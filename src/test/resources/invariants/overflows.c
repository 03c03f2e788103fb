// expect: not-true
// s overflows once i passes 2^30: undefined behaviour the proof must exclude, and cannot.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
    int n = __VERIFIER_nondet_int();
    int i = 0, s = 0;
    while (i < n) { i++; s += 2; }
    return 0;
}
