// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: plain char is signed: its value as an int is within -128..127 (both reach_error() tests are
// infeasible) and c < 0 is feasible both ways: two leaves. (An unsigned char would give one.)
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

int main(void) {
    char c = __VERIFIER_nondet_char();
    int v = c;
    if (v > 127) reach_error();
    if (v < -128) reach_error();
    if (c < 0) return 1;
    return 0;
}
