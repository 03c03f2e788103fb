/* The faulty variant of evens.c: s goes up by 3, so the inductive assertion fails after an
   iteration and effigy verify refutes it with a counterexample. */
#include <effigy.h>

int main(void) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 0 && n <= 1000);
    int i = 0, s = 0;
    while (i < n) {
        effigy_invariant(s == 2 * i && i < n && n <= 1000);
        s = s + 3;
        i = i + 1;
    }
    __VERIFIER_assert(s == 2 * n);
    return 0;
}
