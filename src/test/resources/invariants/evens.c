// expect: true
// s = 2 * i at the loop head, and s never overflows since i < n <= 1000.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n > 1000) return 0;
    int i = 0, s = 0;
    while (i < n) { i++; s += 2; }
    if (s != 2 * i) reach_error();
    return 0;
}
