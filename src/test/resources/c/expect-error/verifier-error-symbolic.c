// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: c == 'q' reaches __VERIFIER_error() (error leaf, kind reach-error), any other c returns.
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_error(void);

int main(void) {
    char c = __VERIFIER_nondet_char();
    if (c == 'q') {
        __VERIFIER_error(); // EXPECT-ERROR: reach-error
    }
    return 0;
}
