// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: y >= 0 can go both ways (2 paths). On y < 0 main returns (leaf 1). On y >= 0 the division
// fails for y == 0 (error leaf 2) and goes on for y > 0 (leaf 3). INT_MIN / -1 cannot happen here.
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = __VERIFIER_nondet_int();
    int q = 0;
    if (y >= 0) {
        q = x / y; // EXPECT-ERROR: division-by-zero
    }
    return 0;
}
