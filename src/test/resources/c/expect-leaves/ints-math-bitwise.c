// RUN: effigy explore --ints=math
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// With --ints=math, bitwise operators act on the integers' infinite two's-complement form: exact on
// concrete values, and on a symbolic x the arithmetic ones are exact too (~x = -x - 1, x << 3 = 8x,
// x >> 1 = floor(x / 2), x & 1 = x mod 2), so no reach_error() is reachable.
// Leaves: x >= 0 or not, times x even or odd.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (((-6) & 3) != 2 || (5 ^ -1) != -6 || (-8 >> 1) != -4) reach_error();
    if (~x != -x - 1) reach_error();
    if ((x << 3) != x * 8) reach_error();
    if (x >= 0) {
        if ((x >> 1) * 2 > x || (x >> 1) * 2 < x - 1) reach_error();
    } else {
        if ((x >> 1) * 2 > x || (x >> 1) * 2 < x - 1) reach_error();
    }
    if ((x & 1) == 1) return 1;
    return 0;
}
