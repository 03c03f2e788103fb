// Run concretely for hand-checked coverage counts (CoverageCliTest) and compared with gcov (LcovGcovTest):
// i = 0..4, the even ones (0, 2, 4) call sq, the odd ones subtract 1: s = 0 - 1 + 4 - 1 + 16 = 18.
#include <stdio.h>

static int sq(int x) {
    return x * x;
}

int main(void) {
    int s = 0;
    for (int i = 0; i < 5; i++) {
        if (i % 2 == 0)
            s += sq(i);
        else
            s -= 1;
    }
    while (s > 100) s--;
    printf("%d\n", s);
    return 0;
}
