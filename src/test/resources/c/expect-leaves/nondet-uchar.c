// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: an unsigned char is 0..255 (both reach_error() tests are infeasible). c + 1 is computed in
// int after promotion, so c + 1 > 255 holds exactly for c == 255: two leaves. (8-bit arithmetic would
// wrap to 0 and give one.)
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

int main(void) {
    unsigned char c = __VERIFIER_nondet_uchar();
    int v = c;
    if (v < 0) reach_error();
    if (v > 255) reach_error();
    if (c + 1 > 255) return 1;
    return 0;
}
