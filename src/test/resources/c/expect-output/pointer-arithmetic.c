// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 12 12 12\n
// EXPECT-STDOUT: 5\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 36 6\n
// EXPECT-STDOUT: 12 15\n
// EXPECT-STDOUT: 4\n
// Pointer arithmetic within an array: offsets, differences, comparisons, a[i] == *(a + i) == i[a].
#include <stdio.h>
#include <stddef.h>

int main(void) {
    int a[6] = {10, 11, 12, 13, 14, 15};
    int *p = a, *q = a + 5;
    ptrdiff_t d = q - p;
    long sum = 0;
    printf("%d %d %d\n", a[2], *(a + 2), 2[a]);
    printf("%td\n", d);                       // 5
    printf("%d\n", p < q);                    // 1
    while (p < q) {
        sum += *p;
        p += 2;
    }
    printf("%ld %td\n", sum, p - a);          // 10 + 12 + 14, 6
    p = &a[3];
    printf("%d %d\n", p[-1], *(p + 2));       // 12 15
    printf("%d\n", (int)(&a[5] - &a[1]));     // 4
    return 0;
}
