// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: returned=1
// Leaves: b is a copy of the symbolic struct a; b.x + 1 wraps (no --check-overflow) but is never
// equal to a.x, and b.y stays a.y: both reach_error() tests are infeasible, one leaf.
extern void effigy_symbolic(void *addr, unsigned long size, const char *name);
extern void reach_error(void);

struct pt {
    int x;
    int y;
};

int main(void) {
    struct pt a;
    struct pt b;
    effigy_symbolic(&a, sizeof a, "a");
    b = a;
    b.x = b.x + 1;
    if (b.y != a.y) reach_error();
    if (b.x == a.x) reach_error();
    return 0;
}
