// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: -56\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 200\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 2\n
// EXPECT-STDOUT: -28\n
// EXPECT-STDOUT: -18\n
// EXPECT-STDOUT: 7\n
// Plain char is signed on x86-64: bytes above 127 read as negative numbers.
#include <stdio.h>

int count_negative(const char *s) {
    int n = 0;
    while (*s) {
        if (*s < 0) n++;
        s++;
    }
    return n;
}

int main(void) {
    char c = (char)200;
    char bytes[] = {'a', (char)0x80, (char)0xff, 'z', 0};
    unsigned char u = (unsigned char)c;
    printf("%d\n", c);                 // -56
    printf("%d\n", c < 0);             // 1
    printf("%d\n", u);                 // 200
    printf("%d\n", (char)0xff == -1);  // 1
    printf("%d\n", count_negative(bytes)); // 2
    printf("%d\n", c >> 1);            // -28: arithmetic shift of the promoted int
    printf("%d\n", c / 3);             // -18
    printf("%d\n", '7' - '0');         // 7
    return 0;
}
