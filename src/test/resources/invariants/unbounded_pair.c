// expect: true
// no bound at all: x and y move together for as long as the input says.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
    unsigned int x = 0, y = 0;
    while (__VERIFIER_nondet_uint()) { x++; y++; }
    if (x != y) reach_error();
    return 0;
}
