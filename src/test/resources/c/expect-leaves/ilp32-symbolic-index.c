// RUN: effigy explore --data-model ILP32
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: under ILP32 an index is a 32-bit ptrdiff_t, widened to the 64-bit address arithmetic (this once
// stopped with an internal error); n is 0..3 by the assumption, one leaf per n, never out of bounds.
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
    int a[3];
    unsigned char n = __VERIFIER_nondet_uchar();
    __VERIFIER_assume(n <= 3);
    int *p = a;
    for (int i = 0; i < n; i++) p[i] = i;
    return n > 0 ? *(p + (n - 1)) : 0;
}
