// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: a short sign-extends to -32768..32767 (both reach_error() tests are infeasible); then
// s < -1000, s > 1000 and -1000..1000: three leaves.
extern short __VERIFIER_nondet_short(void);
extern void reach_error(void);

int main(void) {
    short s = __VERIFIER_nondet_short();
    int v = s;
    if (v > 32767) reach_error();
    if (v < -32768) reach_error();
    if (s < -1000) return 2;
    if (s > 1000) return 1;
    return 0;
}
