// expect: bv=terminates math=terminates
// addition counts n down or up to 0; main calls it with n >= 0 only. No linear function ranks both directions from
// arbitrary arguments; the fact that every call has n >= 0 (the invariant engine's) leaves the countdown, ranked by n.
int addition(int m, int n) {
    if (n == 0) return m;
    if (n > 0) return addition(m + 1, n - 1);
    return addition(m - 1, n + 1);
}

int f(int m, int n) {
    if (m < 0 || m > 1000 || n < 0 || n > 1000) return 0;
    return addition(m, n);
}
