// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: an unsigned value is never below 0 and never above -1 (which converts to UINT_MAX): both
// tests are infeasible. Then u >= 4000000000u, 1 <= u < 4000000000u and u == 0: three leaves.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
    unsigned int u = __VERIFIER_nondet_uint();
    if (u < 0) reach_error();
    if (u > -1) reach_error();
    if (u >= 4000000000u) return 2;
    if (u > 0) return 1;
    return 0;
}
