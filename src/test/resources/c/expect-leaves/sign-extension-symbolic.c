// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: a negative signed char sign-extends, so as unsigned int it is 0xFFFFFF80..0xFFFFFFFF; a
// non-negative one is 0..127. u > 255 forks (2 leaves) and u < 0xFFFFFF80 inside is infeasible.
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

int main(void) {
    signed char c = __VERIFIER_nondet_char();
    unsigned int u = c;
    if (u > 255) {
        if (u < 0xFFFFFF80u) reach_error();
        return 1;
    }
    return 0;
}
