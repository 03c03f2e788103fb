// RUN: effigy explore --ints=math
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 unsupported=1
// With --ints=math, '|' on a symbolic value has no exact integer-arithmetic form: that path ends as an
// 'unsupported' error leaf saying so (run with --ints=bv for bit-precise semantics); the other path goes on.
// Leaves: x > 0 (unsupported) and x <= 0 (returns 0). The unsupported leaf's test is not replayed: a
// concrete run computes x | 4 exactly and goes on.
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x > 0) {
        return x | 4; // EXPECT-ERROR: unsupported
    }
    return 0;
}
