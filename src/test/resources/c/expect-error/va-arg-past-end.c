// RUN: effigy run
// EXPECT-STDOUT: 3\n
// va_arg past the last argument passed is undefined behaviour: the variable-argument area holds two
// slots, and the third read is out of its bounds.
#include <stdarg.h>
#include <stdio.h>

static int sum(int n, ...) {
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) s += va_arg(ap, int); // EXPECT-ERROR: out-of-bounds
    va_end(ap);
    return s;
}

int main(void) {
    printf("%d\n", sum(2, 1, 2));
    printf("%d\n", sum(3, 1, 2));
    return 0;
}
