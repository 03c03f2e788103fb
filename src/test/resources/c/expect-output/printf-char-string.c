// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: aBC\n
// EXPECT-STDOUT: [  x][y  ]\n
// EXPECT-STDOUT: [effigy][  effigy][effigy  ]\n
// EXPECT-STDOUT: [eff][      ef][]\n
// EXPECT-STDOUT: []\n
// EXPECT-STDOUT: 100% sure, 50%\n
// EXPECT-STDOUT: a=1, b=2\n
// %c of an int (converted to unsigned char), %s with width and precision, and %%.
#include <stdio.h>

int main(void) {
    char word[] = "effigy";
    printf("%c%c%c\n", 'a', 66, 256 + 67);
    printf("[%3c][%-3c]\n", 'x', 'y');
    printf("[%s][%8s][%-8s]\n", word, word, word);
    printf("[%.3s][%8.2s][%.0s]\n", word, word, word);
    printf("[%s]\n", "");
    printf("100%% sure, %d%%\n", 50);
    printf("%s=%d, %s=%d\n", "a", 1, "b", 2);
    return 0;
}
