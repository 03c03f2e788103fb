// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -3,-3,0,1,5,9,12\n
// Sorting an array in place, with negative values.
#include <stdio.h>

void sort(int *a, int n) {
    int i, j;
    for (i = 0; i < n - 1; i++) {
        for (j = 0; j < n - 1 - i; j++) {
            if (a[j] > a[j + 1]) {
                int t = a[j];
                a[j] = a[j + 1];
                a[j + 1] = t;
            }
        }
    }
}

int main(void) {
    int a[7] = {5, -3, 9, 0, -3, 12, 1};
    int i;
    sort(a, 7);
    for (i = 0; i < 7; i++) printf("%d%c", a[i], i == 6 ? '\n' : ',');
    return a[0] + 3;
}
