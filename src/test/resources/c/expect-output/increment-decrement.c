// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 5 7 7\n
// EXPECT-STDOUT: 7 5 5\n
// EXPECT-STDOUT: 10 20 21\n
// EXPECT-STDOUT: 30 31 31\n
// EXPECT-STDOUT: 39\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 255\n
// Prefix and postfix ++/--, on variables, array elements and through pointers.
#include <stdio.h>

int main(void) {
    int i = 5, a, b;
    int arr[4] = {10, 20, 30, 40};
    int *p = arr;
    unsigned char c = 255;
    a = i++;
    b = ++i;
    printf("%d %d %d\n", a, b, i);   // 5 7 7
    a = i--;
    b = --i;
    printf("%d %d %d\n", a, b, i);   // 7 5 5
    a = *p++;                        // 10, p -> arr[1]
    b = (*p)++;                      // 20, arr[1] = 21
    printf("%d %d %d\n", a, b, arr[1]);
    a = *++p;                        // 30
    b = ++*p;                        // 31
    printf("%d %d %d\n", a, b, arr[2]);
    arr[3]--;
    printf("%d\n", arr[3]);          // 39
    c++;
    printf("%d\n", c);               // 0
    c--;
    printf("%d\n", c);               // 255
    return 0;
}
