// RUN: effigy explore --ints=math
// EXPECT-LEAVES: 1
// EXPECT-STATUS: returned=1
// Leaves: with mathematical integers x + 1 > x always holds: one leaf, reach_error() unreachable.
// Compare ../expect-error/ints-wrap-bv.c (the same program, 32-bit semantics: two leaves).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = x + 1;
    if (y > x) {
        return 0;
    }
    reach_error();
    return 1;
}
