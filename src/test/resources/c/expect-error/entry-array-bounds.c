// RUN: effigy explore --entry sum --buffer-size 8
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=3 error=1
// Leaves: a points to 8 symbolic bytes (two ints) and n is symbolic. The loop test i < n forks at
// i = 0, 1, 2: n <= 0, n == 1 and n == 2 return (3 leaves); n >= 3 reads a[2], out of bounds (error).
int sum(int *a, int n) {
    int i, s = 0;
    for (i = 0; i < n; i++) {
        s += a[i]; // EXPECT-ERROR: out-of-bounds
    }
    return s;
}
