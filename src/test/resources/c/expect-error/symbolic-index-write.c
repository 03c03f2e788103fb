// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: 0 <= i < 4 is assumed, so the write a[i] is always in bounds and does not fork (the array
// holds a symbolic index). Reading a[2] gives 1 exactly when i == 2: that way reaches reach_error()
// (error leaf), the other returns.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

int main(void) {
    int a[4] = {0, 0, 0, 0};
    int i = __VERIFIER_nondet_int();
    __VERIFIER_assume(i >= 0);
    __VERIFIER_assume(i < 4);
    a[i] = 1;
    if (a[2] == 1) {
        reach_error(); // EXPECT-ERROR: reach-error
    }
    return 0;
}
