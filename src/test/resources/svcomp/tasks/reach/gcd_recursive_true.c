// Euclid's algorithm by recursion on unbounded ints (as sv-benchmarks' recursive/gcd01): no bound on the depth, so
// exploration cannot finish; the invariant engine's summaries (the result is positive for positive arguments) prove it.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int gcd(int a, int b) {
    if (a <= 0 || b <= 0) return 0;
    if (a == b) return a;
    if (a > b) return gcd(a - b, b);
    return gcd(a, b - a);
}

int main(void) {
    int m = __VERIFIER_nondet_int();
    int n = __VERIFIER_nondet_int();
    if (m <= 0 || n <= 0) return 0;
    if (gcd(m, n) < 1) reach_error();
    return 0;
}
