// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// Leaves: a symbolic int goes through '...' with a double; the callee compares it: below 0, 0..19, 20 and above.
#include <stdarg.h>

extern int __VERIFIER_nondet_int(void);

static int classify(int n, ...) {
    va_list ap;
    va_start(ap, n);
    double scale = va_arg(ap, double);
    int x = va_arg(ap, int);
    va_end(ap);
    if (x < 0) return -1;
    if (x < 10 * (int) scale) return 1;
    return 2;
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    return classify(2, 2.0, x) + 1;
}
