// expect: bv=any math=not-terminates
// down(n) counts to 0 by n - 1: main calls it with n >= 0 and with -n. Over the mathematical integers down(-n) never
// ends for n > 0, so the fact n >= 0 must not be taken to hold of every call (under C's bit-vectors, -n - 1 ... wraps
// around to 0 after 2^32 calls).
int down(int n) {
    if (n == 0) return 0;
    return down(n - 1);
}

int f(int n) {
    if (n < 0) return 0;
    down(n);
    return down(-n);
}
