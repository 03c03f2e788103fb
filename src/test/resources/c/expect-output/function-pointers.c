// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: + 10\n
// EXPECT-STDOUT: - 4\n
// EXPECT-STDOUT: * 21\n
// EXPECT-STDOUT: 10 24\n
// EXPECT-STDOUT: 42\n
// EXPECT-STDOUT: 1 0\n
// Function pointers: in variables, arrays and as arguments.
#include <stdio.h>

typedef int (*binop)(int, int);

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }

int fold(binop f, const int *xs, int n, int init) {
    int i, acc = init;
    for (i = 0; i < n; i++) acc = f(acc, xs[i]);
    return acc;
}

int main(void) {
    binop ops[3] = {add, sub, mul};
    const char *names = "+-*";
    int xs[4] = {1, 2, 3, 4};
    int i;
    int (*g)(int, int) = &mul;
    for (i = 0; i < 3; i++) {
        printf("%c %d\n", names[i], ops[i](7, 3));
    }
    printf("%d %d\n", fold(add, xs, 4, 0), fold(mul, xs, 4, 1));   // 10 24
    printf("%d\n", (*g)(6, 7));                                     // 42
    printf("%d %d\n", ops[0] == add, ops[1] == add);                // 1 0
    return 0;
}
