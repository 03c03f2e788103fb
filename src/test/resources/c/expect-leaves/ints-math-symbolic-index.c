// RUN: effigy explore --ints=math
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// With --ints=math, pointer arithmetic and a symbolic index still address bytes: a[i] with 0 <= i < 4
// is read and written through the array's bytes (an SMT array), the values converted to and from
// integers.
// Leaves: i = 0, i = 3, and i in 1..2.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
    int a[4] = {10, 20, 30, 40};
    int i = __VERIFIER_nondet_int();
    __VERIFIER_assume(0 <= i && i < 4);
    int *p = a + i;
    *p = *p + 1;
    if (a[i] == 11) return 1;
    if (p - a == 3) return 3;
    return 0;
}
