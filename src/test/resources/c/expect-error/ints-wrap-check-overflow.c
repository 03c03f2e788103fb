// RUN: effigy explore --check-overflow
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: with --check-overflow, x + 1 is an error for x == INT_MAX (error leaf); the path goes on
// with x < INT_MAX, where y > x always holds (returned leaf): reach_error() is unreachable.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y = x + 1; // EXPECT-ERROR: signed-overflow
    if (y > x) {
        return 0;
    }
    reach_error();
    return 1;
}
