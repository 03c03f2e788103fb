// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: x <= 0 returns (leaf 1); x > 0 forks on y == x * 2: equal reaches reach_error()
// (error leaf 2), different returns (leaf 3).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = __VERIFIER_nondet_int();
    if (x > 0) {
        if (y == x * 2) {
            reach_error(); // EXPECT-ERROR: reach-error
        }
    }
    return 0;
}
