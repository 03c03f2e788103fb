// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 13\n
// EXPECT-STDOUT: ygiffe ,olleh\n
// EXPECT-STDOUT: 2 0\n
// EXPECT-STDOUT: abc 14\n
// EXPECT-STDOUT: ll\n
// char arrays and string literals: iterate, reverse in place, count.
#include <stdio.h>

int length(const char *s) {
    int n = 0;
    while (s[n] != '\0') n++;
    return n;
}

void reverse(char *s) {
    int i = 0, j = length(s) - 1;
    while (i < j) {
        char t = s[i];
        s[i++] = s[j];
        s[j--] = t;
    }
}

int count(const char *s, char c) {
    int n = 0;
    for (; *s; s++)
        if (*s == c) n++;
    return n;
}

int main(void) {
    char text[] = "hello, effigy";
    char letters[4] = {'a', 'b', 'c', '\0'};
    printf("%d\n", length(text));                   // 13
    reverse(text);
    printf("%s\n", text);
    printf("%d %d\n", count(text, 'e'), count(text, 'z'));
    printf("%s %d\n", letters, (int)sizeof text);   // abc 14
    printf("%c%c\n", "literal"[0], *("literal" + 6));
    return 0;
}
