// expect: not-true
// the loop moves a pointer: its head is reached with a different pointer each time, which the cut cannot cover.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int a[100];
int main(void) {
    int *p = a;
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 100) return 0;
    for (int i = 0; i < n; i++) *p++ = 1;
    if (p > a + 100) reach_error();
    return 0;
}
