// expect: true
// a global variable moves with the local counter.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int g;
int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 1000) return 0;
    for (int i = 0; i < n; i++) g += 3;
    if (g > 3 * n) reach_error();
    return 0;
}
