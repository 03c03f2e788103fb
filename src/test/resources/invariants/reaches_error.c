// expect: not-true
// the error is reached in the sixth iteration: no invariant can exclude it.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
    int x = 0;
    while (__VERIFIER_nondet_int()) {
        x++;
        if (x == 6) reach_error();
    }
    return 0;
}
