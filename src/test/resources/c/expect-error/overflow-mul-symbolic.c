// RUN: effigy explore --check-overflow
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: x < 0 returns (leaf 1). For x >= 0, x * 4 overflows for x > 536870911 (error leaf 2) and
// not for smaller x (leaf 3).
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y;
    if (x < 0) return 0;
    y = x * 4; // EXPECT-ERROR: signed-overflow
    return y % 4;
}
