// Explored for the golden lcov tracefile (LcovTest, classify.info): a helper called on some paths, a
// short-circuit condition, a loop with a symbolic bound, and a function never called, whose branch
// (the ?:) is reported as '-' (its block never ran).
extern int __VERIFIER_nondet_int(void);

static int never(int x) {
    return x > 0 ? x : -x;
}

static int sign(int x) {
    if (x < 0)
        return -1;
    return x > 0;
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    int n = __VERIFIER_nondet_int();
    int s = 0;
    if (n < 0 || n > 2)
        return sign(x);
    for (int i = 0; i < n; i++)
        s += i;
    if (s > 5)
        s = never(s);
    return s;
}
