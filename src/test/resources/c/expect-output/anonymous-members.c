// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 24 8 16\n
// EXPECT-STDOUT: 7 7 300\n
// EXPECT-STDOUT: 1 2 3 4\n
// C11's anonymous struct and union members (as glibc's pthread types use them): their members are reached as if the
// enclosing struct's own, with gcc's layout (the union shares one place, the struct's members follow in turn).
#include <stdio.h>
#include <stddef.h>

struct counter {
    int kind;
    union {
        unsigned long long wide;
        struct { unsigned low, high; };
    };
    struct { short a, b; };
};

int main(void) {
    struct counter c = {1, {2}, {3, 4}};
    printf("%zu %zu %zu\n", sizeof c, offsetof(struct counter, wide), offsetof(struct counter, a));
    struct counter *p = &c;
    p->wide = 0;
    p->low = 7;
    c.high = 0;
    c.a = 300;
    printf("%llu %u %d\n", c.wide, p->low, p->a);
    struct counter d = {1, {2}, {3, 4}};
    printf("%d %llu %d %d\n", d.kind, d.wide, d.a, d.b);
    return 0;
}
