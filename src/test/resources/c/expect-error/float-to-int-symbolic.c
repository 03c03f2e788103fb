// RUN: effigy explore --entry scale
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: (int) d is undefined for a NaN and where d truncated is outside -2^31 .. 2^31 - 1 (an error leaf with
// such an input; gcc's -fsanitize=float-cast-overflow reports it natively); in range, the result is compared
// with 10: two returned leaves.
int scale(double d) {
    int k = (int) d; // EXPECT-ERROR: float-to-int-overflow
    if (k > 10) return 1;
    return 0;
}
