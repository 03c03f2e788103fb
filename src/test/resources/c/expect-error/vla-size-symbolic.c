// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: n <= 3 is assumed. A length n <= 0 is undefined behaviour (gcc's UBSan: "variable length array
// bound evaluates to non-positive value"): an error leaf whose input and message fix n's value. For
// 1 <= n <= 3 the array is made and main returns its size.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n <= 3);
    int a[n]; // EXPECT-ERROR: vla-size
    a[0] = 1;
    return (int) sizeof a + a[0];
}
