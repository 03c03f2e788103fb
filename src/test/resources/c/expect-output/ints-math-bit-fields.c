// RUN: effigy run --ints=math
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1 15 -5 15 -3\n
// EXPECT-STDOUT: 6 -16 -15 2 -3000\n
// EXPECT-STDOUT: 1 2\n
// Bit-fields under --ints=math: a field holds its width's bits (a stored value is reduced to them, as the
// bytes of memory are), read back sign- or zero-extended; a write leaves the neighbouring fields as they were.
// The same numbers as gcc prints (no arithmetic here leaves its type's range).
#include <stdio.h>

struct s {
    unsigned a : 3;
    int b : 5;
    int whole : 32;
    unsigned char c : 4;
    long l : 40;
};

int main(void) {
    struct s x = { 9, -17, -5, 31, -3 };
    printf("%u %d %d %u %ld\n", x.a, x.b, x.whole, x.c, (long)x.l);
    x.a = 6;
    x.b = 15;
    x.b++;
    x.whole -= 10;
    x.c += 3;
    x.l = x.l * 1000;
    printf("%u %d %d %u %ld\n", x.a, x.b, x.whole, x.c, (long)x.l);
    printf("%d %d\n", x.a - 7 < 0, (x.b = 33) + 1);
    return 0;
}
