// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 10 3\n
// EXPECT-STDOUT: 2 2\n
// EXPECT-STDOUT: 10\n
// EXPECT-STDOUT: 104 3\n
// EXPECT-STDOUT: 10 3\n
// EXPECT-STDOUT: 7 8 3\n
// EXPECT-STDOUT: big\n
// EXPECT-STDOUT: 10\n
// GNU statement expressions: MAX/MIN macros evaluating each argument once, blocks with their own scope,
// loops, switches and declarations inside, void ones, struct and pointer values, and one as a condition.
#include <stdio.h>

#define MAX(a, b) ({ int _a = (a), _b = (b); _a > _b ? _a : _b; })
#define MIN(a, b) ({ int _a = (a), _b = (b); _a < _b ? _a : _b; })
#define SWAP(x, y) ({ int _t = (x); (x) = (y); (y) = _t; })

struct point { int x, y; };

static int calls;

static int next(void) { return ++calls; }

int main(void) {
    int i = 3, j = 10;
    printf("%d %d\n", MAX(i, j), MIN(i, j));
    /* each argument evaluated once */
    int m = MAX(next(), next());
    printf("%d %d\n", m, calls);
    /* nested, with a loop inside and a scope of its own */
    int total = ({
        int s = 0;
        for (int k = 0; k < 5; k++) {
            if (k == 3) continue;
            s += MAX(k, 2);
        }
        s;
    });
    printf("%d\n", total);
    /* a block variable hides an outer one, the outer one unchanged */
    int hidden = ({ int i = 100; i + 1; }) + i;
    printf("%d %d\n", hidden, i);
    /* void statement expressions, and one ending in a declaration */
    ({ SWAP(i, j); });
    printf("%d %d\n", i, j);
    ({ int unused = 4; (void) unused; });
    /* a struct value and a pointer value */
    struct point p = ({ struct point q = { MIN(7, 8), MAX(7, 8) }; q; });
    int *pi = ({ &j; });
    printf("%d %d %d\n", p.x, p.y, *pi);
    /* in a condition, and with a switch inside */
    if (({ int t = i * 2; t > 15; })) printf("big\n");
    int kind = ({ int r; switch (j % 3) { case 0: r = 10; break; default: r = 20; } r; });
    printf("%d\n", kind);
    return ({ int z = 0; z; });
}
