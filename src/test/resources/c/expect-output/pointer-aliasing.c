// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 2\n
// EXPECT-STDOUT: 3 2 1\n
// EXPECT-STDOUT: 2\n
// EXPECT-STDOUT: 3 20 10\n
// Two pointers to the same object: a write through one is seen through the other.
#include <stdio.h>

int store_both(int *p, int *q) {
    *p = 1;
    *q = 2;
    return *p;          // 2 when p and q alias, 1 otherwise
}

void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

int main(void) {
    int x = 0, y = 0;
    int arr[3] = {1, 2, 3};
    int *p = &arr[1];
    printf("%d\n", store_both(&x, &y));     // 1
    printf("%d\n", store_both(&x, &x));     // 2
    swap(&arr[0], &arr[2]);
    printf("%d %d %d\n", arr[0], arr[1], arr[2]); // 3 2 1
    swap(&arr[1], &arr[1]);
    printf("%d\n", arr[1]);                 // 2
    *p = 20;
    p[1] = 10;
    printf("%d %d %d\n", arr[0], arr[1], arr[2]); // 3 20 10
    return 0;
}
