// expect: true
// x and y step by multiples of 2^20 and 2^21 (constants of the program), so 2x - y is a multiple of 2^21 and never
// 2^20: the invariant is that each is a multiple of the power of two its constant is (the shape of sv-benchmarks'
// bitvector/jain_7-2, with two variables; Spacer alone does not find it in minutes).
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
    unsigned int x = 0U, y = 0U;
    while (1) {
        x = x + 1048576U * __VERIFIER_nondet_uint();
        y = y + 2097152U * __VERIFIER_nondet_uint();
        if (!(2U * x - y != 1048576U)) reach_error();
    }
    return 0;
}
