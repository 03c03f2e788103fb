// RUN: effigy explore --ints=math
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// A symbolic value stored in bit-fields under --ints=math: the field holds the value modulo 2^width
// (x & (2^k - 1) = x mod 2^k, exact on mathematical integers), so the 3-bit f is in 0..7 and the signed
// 4-bit g in -8..7 whatever the input, and reach_error() is unreachable.
// Leaves: f == 5; f != 5 with g < 0; f != 5 with g >= 0.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct flags {
    unsigned f : 3;
    int g : 4;
};

int main(void) {
    struct flags s = { 0, 0 };
    int v = __VERIFIER_nondet_int();
    s.f = v;
    s.g = v;
    if (s.f > 7 || s.g > 7 || s.g < -8) reach_error();
    if (s.f == 5) return 2;
    if (s.g < 0) return 1;
    return 0;
}
