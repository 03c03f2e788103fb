// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; the search finds 15 and calls reach_error().
extern void reach_error(void);

int find(const int *a, int n, int key) {
    int i;
    for (i = 0; i < n; i++)
        if (a[i] == key) return i;
    return -1;
}

int main(void) {
    int a[5] = {3, 9, 15, 21, 27};
    if (find(a, 5, 15) >= 0) {
        reach_error(); // EXPECT-ERROR: reach-error
    }
    return 0;
}
