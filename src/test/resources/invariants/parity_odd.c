// expect: not-true
// x starts odd and stays odd: the parity kept is the wrong one for the check, which fails at once.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
    unsigned int x = 3;
    while (__VERIFIER_nondet_uint()) x += 2;
    if (x % 2 != 0) reach_error();
    return 0;
}
