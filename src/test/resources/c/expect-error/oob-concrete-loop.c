// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; the classic off-by-one (i <= 4) writes a[4] of a 4-element array.
int main(void) {
    int a[4];
    int i;
    for (i = 0; i <= 4; i++) {
        a[i] = i * i; // EXPECT-ERROR: out-of-bounds
    }
    return a[0];
}
