// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: b 4\n
// EXPECT-STDOUT: 42\n
// EXPECT-STDOUT: 1 32\n
// Arrays of structs, nested structs, pointers to structs and ->.
#include <stdio.h>

struct item {
    char code;
    int qty;
    struct { int num, den; } price;
};

int total(const struct item *it, int n) {
    int i, t = 0;
    for (i = 0; i < n; i++, it++) t += it->qty * it->price.num / it->price.den;
    return t;
}

int main(void) {
    struct item inv[3] = {
        {'a', 3, {10, 1}},
        {'b', 4, {5, 2}},
        {'c', 1, {7, 3}},
    };
    struct item *best = &inv[0];
    int i;
    for (i = 1; i < 3; i++)
        if (inv[i].qty > best->qty) best = &inv[i];
    printf("%c %d\n", best->code, best->qty);      // b 4
    printf("%d\n", total(inv, 3));                 // 30 + 10 + 2
    best->price.num = 1;
    (*best).qty = 0;
    printf("%d %d\n", inv[1].price.num, total(inv, 3)); // 1 32
    return 0;
}
