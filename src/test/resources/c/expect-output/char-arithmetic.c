// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 12345 -77\n
// EXPECT-STDOUT: HELLO, WORLD\n
// EXPECT-STDOUT: Hhoor, Wruog\n
// EXPECT-STDOUT: 66 B\n
// Characters are small integers: digits, case conversion, a Caesar shift.
#include <stdio.h>

int parse(const char *s) {
    int v = 0, neg = 0;
    if (*s == '-') {
        neg = 1;
        s++;
    }
    while (*s >= '0' && *s <= '9') {
        v = v * 10 + (*s - '0');
        s++;
    }
    return neg ? -v : v;
}

int main(void) {
    char msg[] = "Hello, World";
    int i;
    printf("%d %d\n", parse("12345"), parse("-77x"));
    for (i = 0; msg[i]; i++) {
        char c = msg[i];
        if (c >= 'a' && c <= 'z') c = c - 'a' + 'A';
        putchar(c);
    }
    putchar('\n');
    for (i = 0; msg[i]; i++) {
        char c = msg[i];
        if (c >= 'a' && c <= 'z') c = (char)('a' + (c - 'a' + 3) % 26);
        putchar(c);
    }
    putchar('\n');
    printf("%d %c\n", 'A' + 1, 'A' + 1);
    return 0;
}
