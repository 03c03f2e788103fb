// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 100 101\n
// EXPECT-STDOUT: 102\n
// EXPECT-STDOUT: 3\n
// EXPECT-STDOUT: 0 1 3 6\n
// A static local keeps its value between calls and is initialized once; each function has its own.
#include <stdio.h>

int next_id(void) {
    static int id = 100;
    return id++;
}

int calls(void) {
    static int n;       // zero-initialized
    n++;
    return n;
}

int history(int v) {
    static int last[3];
    int sum = last[0] + last[1] + last[2];
    last[2] = last[1];
    last[1] = last[0];
    last[0] = v;
    return sum;
}

int main(void) {
    int a = next_id();
    int b = next_id();
    printf("%d %d\n", a, b);           // 100 101 (one call per statement: argument order is unspecified)
    printf("%d\n", next_id());
    calls();
    calls();
    printf("%d\n", calls());
    printf("%d ", history(1));
    printf("%d ", history(2));
    printf("%d ", history(3));
    printf("%d\n", history(4));
    return 0;
}
