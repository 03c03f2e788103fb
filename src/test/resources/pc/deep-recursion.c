// f recurses x times: at depth k the path condition holds x ¬= 0, x - 1 ¬= 0, ..., x - (k-1) ¬= 0 and
// x - k = 0 (the deepest leaf, x = 300, has no equality: 0 <= x <= 300 leaves x == 0 no choice there).
// Displayed, each leaf's path condition is the one value of x it stands for.
#include <effigy.h>

int f(int x) {
    if (x == 0) return 0;
    return 1 + f(x - 1);
}

int main(void) {
    int x = __VERIFIER_nondet_int();
    if (x < 0 || x > 300) return 0;
    return f(x);
}
