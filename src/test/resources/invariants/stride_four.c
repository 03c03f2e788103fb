// expect: true
// x and y step by multiples of 4 and z by multiples of 8 (wrapping as unsigned): each stays a multiple of 4, so their
// sum is never 1. The invariant is a congruence modulo 4 (the shape of sv-benchmarks' bitvector/jain_4-2).
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
    unsigned int x = 0U, y = 0U, z = 0U;
    while (__VERIFIER_nondet_uint()) {
        x = x + 4U * __VERIFIER_nondet_uint();
        y = y + 4U * __VERIFIER_nondet_uint();
        z = z + 8U * __VERIFIER_nondet_uint();
        if (x + y + z == 1U) reach_error();
    }
    return 0;
}
