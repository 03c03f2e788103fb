// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: (nil)\n
// EXPECT-STDOUT: [     (nil)][(nil)  ]\n
// EXPECT-STDOUT: non-null: yes\n
// EXPECT-STDOUT: 5\n
// %p of a null pointer is "(nil)" in glibc, padded like a string. (A non-null pointer prints as 0x...
// followed by its address, which is not portable, so none is printed here.)
#include <stdio.h>

int main(void) {
    int x = 5;
    int *p = 0;
    printf("%p\n", (void *)p);
    printf("[%10p][%-7p]\n", (void *)0, (void *)0);
    p = &x;
    if (p != 0) printf("non-null: %s\n", "yes");
    printf("%d\n", *p);
    return 0;
}
