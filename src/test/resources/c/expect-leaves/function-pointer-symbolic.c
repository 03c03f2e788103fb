// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: the if on a symbol forks and picks inc or dec; each call is then concrete: f(5) is 6 or 4,
// so the test on it does not fork again. Two leaves.
extern int __VERIFIER_nondet_int(void);

int inc(int v) { return v + 1; }
int dec(int v) { return v - 1; }

int main(void) {
    int (*f)(int);
    int k = __VERIFIER_nondet_int();
    if (k > 0) {
        f = inc;
    } else {
        f = dec;
    }
    if (f(5) == 6) return 1;
    return 0;
}
