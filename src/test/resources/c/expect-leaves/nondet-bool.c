// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: each _Bool is 0 or 1, so a + b > 2 is infeasible; the tests on a and then b fork twice
// each: four leaves.
extern _Bool __VERIFIER_nondet_bool(void);
extern void reach_error(void);

int main(void) {
    _Bool a = __VERIFIER_nondet_bool();
    _Bool b = __VERIFIER_nondet_bool();
    int n = a + b;
    if (n > 2) reach_error();
    if (a) {
        if (b) return 2;
        return 1;
    }
    if (b) return 1;
    return 0;
}
