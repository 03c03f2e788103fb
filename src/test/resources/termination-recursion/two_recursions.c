// expect: bv=terminates math=terminates
// Two recursions, the outer calling the inner: the inner is ranked first, and its calls are jumped over as calls that
// return while the outer is ranked.
int inner(int k) {
    if (k <= 0) return 0;
    return 1 + inner(k - 1);
}

int outer(int n) {
    if (n <= 0) return 0;
    return inner(n) + outer(n - 1);
}

int f(int n) {
    if (n > 100) return 0;
    return outer(n);
}
