// expect: not-true
// x + 1 overflows for x = INT_MAX before forever is called, and forever never returns: the overflow's path must not
// assume the summary of the call after it (no summary of forever holds for any result, which would hide the error).
extern int __VERIFIER_nondet_int(void);

int forever(int x) {
    return forever(x);
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    int r = (x + 1) + forever(x);
    return r;
}
