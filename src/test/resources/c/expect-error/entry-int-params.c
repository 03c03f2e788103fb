// RUN: effigy explore --entry foo
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=3 error=1
// Leaves: a and b are symbolic parameters. a == 0 keeps x = 1, y = 0 (leaf 1). a != 0 forks on b == 0:
// b != 0 gives x - y = -3 (leaf 2); b == 0 gives x - y = 2a - 4, zero for a == 2 (and, with 32-bit
// wrapping, a == 2 + 2^31): the assertion fails there (error leaf 3) and holds otherwise (leaf 4).
#include <assert.h>

int foo(int a, int b) {
    int x = 1, y = 0;
    if (a != 0) {
        y = 3 + x;
        if (b == 0) {
            x = 2 * (a + b);
        }
    }
    assert(x - y != 0); // EXPECT-ERROR: assertion
    return x - y;
}
