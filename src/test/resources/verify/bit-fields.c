/* A counter kept in bit-fields: whatever the loop adds, a 3-bit unsigned field holds 0..7 and a 5-bit signed
   one -16..15, because a bit-field's bits are all it holds. effigy verify bit-fields.c proves the invariant
   (inductive: a path from the loop head starts from arbitrary struct contents) and the assertion after the
   loop; effigy bmc proves the same assertions for every unwinding. */
#include <effigy.h>

struct counter {
    unsigned f : 3;
    int g : 5;
    unsigned rest : 24;
};

int main(void) {
    struct counter s = { 0, 0, 7 };
    unsigned n = __VERIFIER_nondet_uint();
    for (unsigned i = 0; i < n; i++) {
        effigy_invariant(s.f < 8 && s.g >= -16 && s.g <= 15);
        s.f += __VERIFIER_nondet_uint();
        s.g -= 7;
    }
    __VERIFIER_assert(s.f < 8 && s.g >= -16 && s.g <= 15);
    return 0;
}
