// RUN: effigy explore
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: every call returns a fresh symbol, also each time the same call site runs again in the loop:
// a != b and v[0] != v[1] are both undecided, two independent forks: four leaves.
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    int v[2];
    int i, r = 0;
    for (i = 0; i < 2; i++) v[i] = __VERIFIER_nondet_int();
    if (a != b) r += 1;
    if (v[0] != v[1]) r += 2;
    return r;
}
