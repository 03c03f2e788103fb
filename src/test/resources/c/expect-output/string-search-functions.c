// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 3 1\n
// EXPECT-STDOUT: 14 1\n
// EXPECT-STDOUT: 17 0\n
// EXPECT-STDOUT: 4 17 0\n
// EXPECT-STDOUT: abcdefij 8\n
// EXPECT-STDOUT: 10 1 1\n
// EXPECT-STDOUT: 1\n
// memchr, strrchr, strnlen, strcat, strncat and strstr (Effigy's C library), each against what glibc prints.
#include <stdio.h>
#include <string.h>

int main(void) {
    const char text[] = "key=value;key2=v2";
    char buf[32] = "ab";
    const char *eq = memchr(text, '=', sizeof text);
    printf("%d %d\n", (int)(eq - text), memchr(text, '#', sizeof text) == NULL);
    printf("%d %d\n", (int)(strrchr(text, '=') - text), strrchr(text, '#') == NULL);
    printf("%d %d\n", (int)(strrchr(text, '\0') - text), (int)(strchr(text, 'k') - text));
    printf("%d %d %d\n", (int)strnlen(text, 4), (int)strnlen(text, 100), (int)strnlen("", 3));
    strcat(buf, "cd");
    strncat(buf, "efgh", 2);
    strncat(buf, "ij", 5);
    printf("%s %d\n", buf, (int)strlen(buf));
    printf("%d %d %d\n", (int)(strstr(text, "key2") - text), strstr(text, "nope") == NULL, strstr(text, "") == text);
    const char *h = "aaab";
    printf("%d\n", (int)(strstr(h, "aab") - h));
    return 0;
}
