// RUN: effigy explore --check-overflow
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: v >= 0 returns v (leaf 1). For v < 0, -v overflows only for v == INT_MIN (error leaf 2),
// otherwise it returns (leaf 3).
extern int __VERIFIER_nondet_int(void);

int abs_value(int v) {
    if (v < 0) {
        return -v; // EXPECT-ERROR: signed-overflow
    }
    return v;
}

int main(void) {
    int v = __VERIFIER_nondet_int();
    abs_value(v);
    return 0;
}
