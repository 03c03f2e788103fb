// RUN: effigy explore
// EXPECT-LEAVES: 5
// EXPECT-STATUS: returned=5
// Leaves: effigy_symbolic makes an int, a struct and a byte array symbolic (KLEE's klee_make_symbolic).
// x == 42 returns at once (leaf 1); otherwise p.a < p.b and bytes[0] + bytes[1] > 500 (computed in
// int: up to 510) fork independently: 2 * 2 = 4 more leaves.
extern void effigy_symbolic(void *addr, unsigned long size, const char *name);

struct pair {
    int a;
    int b;
};

int main(void) {
    int x;
    struct pair p;
    unsigned char bytes[2];
    int r = 0;
    effigy_symbolic(&x, sizeof x, "x");
    effigy_symbolic(&p, sizeof p, "p");
    effigy_symbolic(bytes, sizeof bytes, "bytes");
    if (x == 42) return 1;
    if (p.a < p.b) r += 2;
    if (bytes[0] + bytes[1] > 500) r += 4;
    return r;
}
