// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: sign returns a value when x > 0 and falls off its end otherwise. The call as a statement
// discards the value (no error on either path); the second call uses it, an error only when x <= 0.
extern int __VERIFIER_nondet_int(void);

int sign(int x) {
    if (x > 0) return 1;
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    sign(x);
    int s = sign(x); // EXPECT-ERROR: no-return-value
    return s;
}
