// RUN: effigy explore --entry max3 --buffer-size 12
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: v points to 12 symbolic bytes: three ints. v[1] > m forks, then v[2] > m forks on each
// side: four leaves.
int max3(const int *v) {
    int m = v[0];
    if (v[1] > m) m = v[1];
    if (v[2] > m) m = v[2];
    return m;
}
