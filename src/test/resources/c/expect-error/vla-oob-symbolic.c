// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: 1 <= n <= 4 is assumed and the length stays a symbol: the object's size is the term n * 4 (a path
// condition, not one value). a[n - 1] is in bounds for every n; a[n] (offset 4n) is past the end for every
// n: an out-of-bounds error leaf whose input fixes one n. Leaf 1 returns before that write.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);

int main(void) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 1 && n <= 4);
    int a[n];
    int i = n - 1;
    a[i] = 7;
    if (__VERIFIER_nondet_int()) return a[i];
    a[i + 1] = 8; // EXPECT-ERROR: out-of-bounds
    return 0;
}
