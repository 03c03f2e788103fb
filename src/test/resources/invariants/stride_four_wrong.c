// expect: not-true
// As stride_four.c, but z steps by multiples of 2 and the error is at x + y + z == 2, which z = 2 reaches: the
// congruences modulo 4 do not hold for z, and no proof may be found.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
    unsigned int x = 0U, y = 0U, z = 0U;
    while (__VERIFIER_nondet_uint()) {
        x = x + 4U * __VERIFIER_nondet_uint();
        y = y + 4U * __VERIFIER_nondet_uint();
        z = z + 2U * __VERIFIER_nondet_uint();
        if (x + y + z == 2U) reach_error();
    }
    return 0;
}
