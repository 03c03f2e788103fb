// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: x < limit compares as unsigned, so a negative x (huge as unsigned) goes to the false side:
// on the true side 0 <= x < 10 and x < 0 is infeasible. Two leaves.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    unsigned int limit = 10;
    if (x < limit) {
        if (x < 0) reach_error();
        return 1;
    }
    return 0;
}
