// RUN: effigy explore --ints=math
// EXPECT-LEAVES: 1
// EXPECT-STATUS: returned=1
// With --ints=math an input of an unsigned type is a natural number (a _Bool input 0 or 1), and u - 1
// is one less than u even for u = 0: none of the reach_error() calls is reachable. (With 32-bit
// semantics u - 1 >= u holds for u = 0.)
// Leaves: one, every condition being false for all inputs.
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void reach_error(void);

int main(void) {
    unsigned u = __VERIFIER_nondet_uint();
    if (u - 1 >= u) reach_error();
    unsigned char c = __VERIFIER_nondet_uchar();
    if (c + 0 < 0) reach_error();
    long sum = (long) u + c;
    if (sum < 0) reach_error();
    return 0;
}
