// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: a switch on a symbol has one way per case value and one for default: x == 1 (falls through
// into case 2: r = 3), x == 2 (r = 2), x == 3 (r = 30), other (r = -1). r is concrete on each way, and
// r == 3 only when x == 1, so reach_error() is infeasible: four leaves.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int r = 0;
    switch (x) {
    case 1:
        r += 1;
    case 2:
        r += 2;
        break;
    case 3:
        r = 30;
        break;
    default:
        r = -1;
    }
    if (r == 3) {
        if (x != 1) reach_error();
    }
    return r;
}
