// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: the if on a symbolic bool forks: p = &a or p = &b. Through p = &a the store makes a == 5
// and leaves b == 0 (reach_error() infeasible); through p = &b, a stays 0. Two leaves.
extern _Bool __VERIFIER_nondet_bool(void);
extern void reach_error(void);

int main(void) {
    int a = 0, b = 0;
    int *p;
    if (__VERIFIER_nondet_bool()) {
        p = &a;
    } else {
        p = &b;
    }
    *p = 5;
    if (a == 5) {
        if (b != 0) reach_error();
        return 1;
    }
    return 0;
}
