// RUN: effigy explore --entry store --buffer-size 4
// EXPECT-LEAVES: 1
// EXPECT-STATUS: returned=1
// Leaves: p and q point to two distinct 4-byte symbolic buffers, so they do not alias: after the two
// stores *p is 1 on every path, reach_error() is infeasible, and there is one leaf.
extern void reach_error(void);

int store(int *p, int *q) {
    *p = 1;
    *q = 2;
    if (*p == 2) reach_error();
    return *p + *q;
}
