// expect: true
// two loops one after the other: the second starts where the first ended.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 100000) return 0;
    int i = 0;
    while (i < n) i++;
    int j = i;
    while (j > 0) j--;
    if (j != 0) reach_error();
    return 0;
}
