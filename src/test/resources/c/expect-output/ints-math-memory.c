// RUN: effigy run --ints=math
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1\n6\n4000000\n1\n1\n8000\n1\n2\n
// With --ints=math, values that leave their type's range keep their exact value through memory too:
// an array element, an address-taken local, a struct member (and a copy of the struct), a global, a
// pointer argument. Each integer type keeps its size; only its values are unbounded.
#include <stdio.h>

struct pair { int a; long b; };
static int g;

int twice(int *p) { return *p + *p; }

int main(void) {
    int big = 2000000000;
    int arr[3];
    arr[1] = big + big;
    int x = big * 3;
    int *p = &x;
    struct pair s = { big + big, 0 }, t;
    t = s;
    g = big + 1000000000;
    unsigned u = 0;
    u = u - 1;
    printf("%d\n", arr[1] > big);
    printf("%d\n", *p / 1000000000);
    printf("%d\n", t.a / 1000);
    printf("%d\n", g > big);
    printf("%d\n", u < 1);
    printf("%d\n", twice(&arr[1]) / 1000000);
    long long sq = (long long) big * big;
    long long cube = sq * big;
    printf("%d\n", cube / sq == big);
    printf("%d\n", (int) sizeof arr[0] / 2);
    return 0;
}
