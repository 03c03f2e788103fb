// expect: true
// x, y and z step by multiples of 2^20, 2^21 and 2^22 (constants of the program), so 4x - 2y + z is a multiple of
// 2^21 and never 2^20: the invariant is that each is a multiple of the power of two its constant is (after
// sv-benchmarks' bitvector/jain_7-2; Spacer alone does not find it in minutes).
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
    unsigned int x = 0U, y = 0U, z = 0U;
    while (1) {
        x = x + 1048576U * __VERIFIER_nondet_uint();
        y = y + 2097152U * __VERIFIER_nondet_uint();
        z = z + 4194304U * __VERIFIER_nondet_uint();
        if (!(4U * x - 2U * y + z != 1048576U)) reach_error();
    }
    return 0;
}
