// expect: bv=not-terminates math=not-terminates
// The helper calls itself with the same argument for n != 0: no call of it with n != 0 ever returns.
int stuck(int n) {
    if (n == 0) return 0;
    return stuck(n);
}

int f(int n) {
    return stuck(n);
}
