/* s counts up in steps of 2 while i counts to n; effigy_invariant states the loop's inductive
   assertion and __VERIFIER_assume the input predicate. effigy verify evens.c proves the
   __VERIFIER_assert (with C's 32-bit ints: the bound on n keeps 2 * n from wrapping). */
#include <effigy.h>

int main(void) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 0 && n <= 1000);
    int i = 0, s = 0;
    while (i < n) {
        effigy_invariant(s == 2 * i && i < n && n <= 1000);
        s = s + 2;
        i = i + 1;
    }
    __VERIFIER_assert(s == 2 * n);
    return 0;
}
