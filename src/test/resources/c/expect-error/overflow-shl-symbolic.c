// RUN: effigy explore --check-overflow
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: c == 0 returns (leaf 1); for c != 0, c << 24 overflows for c >= 128 (error leaf 2) and not
// below (leaf 3).
// C11 6.5.7p4: a signed E1 << E2 whose value E1 * 2^E2 does not fit is undefined (SV-COMP's no-overflow counts
// it). An unsigned char is promoted to int, so c << 24 overflows for c >= 128 (error leaf) and not below;
// 1 << 30 fits, and the unsigned shift wraps without an error.
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    unsigned char c = __VERIFIER_nondet_uchar();
    int m = 1 << 30;
    unsigned u = (unsigned) c << 28;
    if (c == 0) return (m != 0) + (int) u;
    int r = c << 24; // EXPECT-ERROR: signed-overflow
    return r != 0;
}
