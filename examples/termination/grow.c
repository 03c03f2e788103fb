/* A value an earlier loop leaves behind: total gains step on up to n passes, then the second loop counts it down.
   total after the first loop is no linear function of the inputs; its size is (n + 1) * |step| + |start| and a little. */
extern int __VERIFIER_nondet_int(void);

void grow(int n, int start, int step) {
    int total = start;
    while (n > 0) {
        n--;
        if (__VERIFIER_nondet_int()) total = total + step;
    }
    while (total > 0) total--;
}
