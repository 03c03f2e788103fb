// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Bit-fields of a struct filled from symbolic inputs: the 3-bit field f holds the input's low three bits,
// so f == 5 is reachable (the error leaf, whose input has low bits 101); the signed 4-bit field g reads
// back in -8..7, so g > 7 is infeasible and no leaf reaches the abort. The neighbouring field h is
// written and must be unchanged by the writes around it.
// Leaves: f == 5 (error); f != 5 with g < 0 and g >= 0 (returned).
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
extern void abort(void);

struct flags {
    unsigned f : 3;
    unsigned h : 2;
    int g : 4;
};

int main(void) {
    struct flags s;
    s.h = 2;
    s.f = __VERIFIER_nondet_uint();
    s.g = __VERIFIER_nondet_int();
    if (s.h != 2 || s.g > 7 || s.g < -8 || s.f > 7) abort();
    if (s.f == 5) reach_error(); // EXPECT-ERROR: reach-error
    if (s.g < 0) return 1;
    return 0;
}
