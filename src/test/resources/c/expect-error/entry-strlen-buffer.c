// RUN: effigy explore --entry my_strlen --buffer-size 4
// EXPECT-LEAVES: 5
// EXPECT-STATUS: returned=4 error=1
// Leaves: s points to 4 symbolic bytes, not necessarily NUL-terminated. s[0] == 0, s[1] == 0, s[2] == 0,
// s[3] == 0 each end a path (4 returned leaves: lengths 0..3); when all four are nonzero the loop reads
// s[4], out of bounds (error leaf 5).
int my_strlen(const char *s) {
    int n = 0;
    while (s[n] != 0) { // EXPECT-ERROR: out-of-bounds
        n++;
    }
    return n;
}
