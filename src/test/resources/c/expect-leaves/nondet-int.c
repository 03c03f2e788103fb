// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: classify() splits int into x < 0, x == 0, x > 100 and 1..100: four returned leaves. The
// inner test x > 5 under x < 0 is infeasible, so it neither forks nor reaches reach_error().
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int classify(int x) {
    if (x < 0) {
        if (x > 5) reach_error();
        return -1;
    }
    if (x == 0) return 0;
    if (x > 100) return 2;
    return 1;
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    return classify(x) + 1;
}
