// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: xxxxx 5\n
// EXPECT-STDOUT: 1 9 5\n
// EXPECT-STDOUT: 11234\n
// EXPECT-STDOUT: bolic 5\n
// EXPECT-STDOUT: -1 0 1\n
// EXPECT-STDOUT: -1\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 0\n
// memset, memcpy, memmove (overlapping), strlen and strcmp (only the sign of strcmp is defined).
#include <stdio.h>
#include <string.h>

int sign(int v) {
    return (v > 0) - (v < 0);
}

int main(void) {
    char buf[16];
    char word[] = "symbolic";
    int nums[5] = {1, 2, 3, 4, 5};
    int copy[5];
    int i;
    memset(buf, 'x', 5);
    buf[5] = '\0';
    printf("%s %d\n", buf, (int)strlen(buf));          // xxxxx 5
    memcpy(copy, nums, sizeof nums);
    copy[0] = 9;
    printf("%d %d %d\n", nums[0], copy[0], copy[4]);    // 1 9 5
    memmove(nums + 1, nums, 4 * sizeof(int));          // overlapping: 1 1 2 3 4
    for (i = 0; i < 5; i++) printf("%d", nums[i]);
    printf("\n");
    memmove(word, word + 3, strlen(word + 3) + 1);     // "bolic"
    printf("%s %d\n", word, (int)strlen(word));
    printf("%d %d %d\n", sign(strcmp("abc", "abd")), sign(strcmp("abc", "abc")), sign(strcmp("b", "abc")));
    printf("%d\n", sign(strcmp("ab", "abc")));         // -1: shorter prefix first
    printf("%d\n", sign(strcmp("\xff", "a")));         // 1: compared as unsigned char
    printf("%d\n", (int)strlen(""));
    memset(nums, 0, sizeof nums);
    printf("%d\n", nums[0] + nums[4]);
    return 0;
}
