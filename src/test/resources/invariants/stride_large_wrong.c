// expect: not-true
// x steps by multiples of 2^20 from 2^19: never a multiple of 2^20, and 2^19 + 2^20 * n is reached: the error is
// reachable, so the large modulus must not make a proof.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
    unsigned int x = 524288U;
    while (__VERIFIER_nondet_uint()) {
        x = x + 1048576U * __VERIFIER_nondet_uint();
        if (x == 1572864U) reach_error();
    }
    return 0;
}
