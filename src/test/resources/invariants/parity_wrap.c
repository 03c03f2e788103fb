// expect: true
// x stays even through the wrap-around of unsigned addition: a parity invariant (a candidate the engine checks),
// which no interval or linear relation gives.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
    unsigned int x = 4;
    while (__VERIFIER_nondet_uint()) x += 6;
    if (x % 2 != 0) reach_error();
    return 0;
}
