// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: x % 2 is -1, 0 or 1 (the sign of the dividend): three leaves. r == 1 needs x > 0, so
// reach_error() under it is infeasible.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int r = x % 2;
    if (r == 1) {
        if (x < 0) reach_error();
        return 1;
    }
    if (r == -1) return 2;
    return 0;
}
