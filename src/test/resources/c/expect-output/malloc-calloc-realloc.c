// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: sum=30\n
// EXPECT-STDOUT: zeros=0 0 0 0\n
// EXPECT-STDOUT: 0 1 4 9 16 -5 -6 -7\x20\n
// EXPECT-STDOUT: freed\n
// Heap memory: malloc, calloc (zeroed), realloc (keeps the contents), free.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int i, sum = 0;
    int *a = malloc(5 * sizeof(int));
    int *z = calloc(4, sizeof(int));
    if (a == NULL || z == NULL) return 1;
    for (i = 0; i < 5; i++) a[i] = i * i;
    for (i = 0; i < 5; i++) sum += a[i];
    printf("sum=%d\n", sum);                          // 30
    printf("zeros=%d %d %d %d\n", z[0], z[1], z[2], z[3]);
    a = realloc(a, 8 * sizeof(int));
    if (a == NULL) return 1;
    for (i = 5; i < 8; i++) a[i] = -i;
    for (i = 0; i < 8; i++) printf("%d ", a[i]);
    printf("\n");
    free(a);
    free(z);
    free(NULL);                                       // allowed, does nothing
    printf("freed\n");
    return 0;
}
