// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: long is 64 bits on x86-64, so values beyond the int range exist on both sides: three
// leaves. (A 32-bit long would give one.)
extern long __VERIFIER_nondet_long(void);

int main(void) {
    long x = __VERIFIER_nondet_long();
    if (x > 2147483647L) return 1;
    if (x < -2147483648L) return 2;
    return 0;
}
