// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 40 10\n
// EXPECT-STDOUT: 12 8\n
// EXPECT-STDOUT: 4 8\n
// EXPECT-STDOUT: 5\n
// EXPECT-STDOUT: 4\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 4 1\n
// sizeof of types, arrays, structs with padding, and expressions (which are not evaluated).
#include <stdio.h>
#include <stddef.h>

struct padded {
    char c;
    int i;
    char d;
};

struct packed_order {
    int i;
    char c;
    char d;
};

int main(void) {
    int arr[10];
    int x = 1;
    char s[] = "four";
    printf("%d %d\n", (int)sizeof arr, (int)(sizeof arr / sizeof arr[0]));  // 40 10
    printf("%d %d\n", (int)sizeof(struct padded), (int)sizeof(struct packed_order)); // 12 8
    printf("%d %d\n", (int)offsetof(struct padded, i), (int)offsetof(struct padded, d)); // 4 8
    printf("%d\n", (int)sizeof s);                                          // 5
    printf("%d\n", (int)sizeof(x++));                                       // 4
    printf("%d\n", x);                                                      // 1: not evaluated
    printf("%d %d\n", (int)sizeof 'a', (int)sizeof(char));                  // 4 1
    return 0;
}
