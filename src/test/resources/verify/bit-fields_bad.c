/* As bit-fields.c, but the assertion claims a 3-bit field never reaches 7: refuted, with a counterexample. */
#include <effigy.h>

struct counter {
    unsigned f : 3;
    int g : 5;
};

int main(void) {
    struct counter s = { 0, 0 };
    unsigned n = __VERIFIER_nondet_uint();
    __VERIFIER_assume(n <= 3);
    for (unsigned i = 0; i < n; i++) {
        s.f += __VERIFIER_nondet_uint();
    }
    __VERIFIER_assert(s.f != 7);
    return 0;
}
