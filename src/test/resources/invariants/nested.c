// expect: true
// nested loops: k = 10 * i + j in the inner loop, k = 10 * i in the outer.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 10000) return 0;
    int k = 0;
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < 10; j++) k++;
    }
    if (k != 10 * n) reach_error();
    return 0;
}
