// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: n > 4294967295 is feasible for a 64-bit unsigned long; on that side n % 2 == 0 forks
// (2 leaves); n <= 4294967295 returns (1 leaf).
extern unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
    unsigned long n = __VERIFIER_nondet_ulong();
    if (n > 4294967295UL) {
        if (n % 2 == 0) return 2;
        return 3;
    }
    return 0;
}
