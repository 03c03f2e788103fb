// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: a * 2 is computed in int (no wrap): a * 2 > 65535 holds for a >= 32768 (leaf 1). For
// a <= 32767 the 16-bit sum a + b still wraps when b > 65535 - a, and need not: two more leaves.
extern unsigned short __VERIFIER_nondet_ushort(void);

int main(void) {
    unsigned short a = __VERIFIER_nondet_ushort();
    unsigned short b = __VERIFIER_nondet_ushort();
    if (a * 2 > 65535) return 1;
    if ((unsigned short)(a + b) < a) return 2;
    return 0;
}
