// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 16777217 -> 16777216.0\n
// EXPECT-STDOUT: 16777219 -> 16777220.0\n
// EXPECT-STDOUT: 16777221 -> 16777220.0\n
// EXPECT-STDOUT: 33554433 -> 33554432.0\n
// EXPECT-STDOUT: 33554435 -> 33554436.0\n
// EXPECT-STDOUT: 33554438 -> 33554440.0\n
// EXPECT-STDOUT: 9007199254740993 -> 9007199254740992.0\n
// EXPECT-STDOUT: 9007199254740995 -> 9007199254740996.0\n
// EXPECT-STDOUT: 18014398509481986 -> 18014398509481984.0\n
// EXPECT-STDOUT: 18014398509481990 -> 18014398509481992.0\n
// EXPECT-STDOUT: 0x1p+0 0x1.000002p+0 0x1.000004p+0\n
// EXPECT-STDOUT: 0x1p+0 0x1.0000000000002p+0\n
// EXPECT-STDOUT: 0x1p+0 0x1.000004p+0\n
// Round-to-nearest-even in arithmetic and in conversions from integers and from double to float
#include <stdio.h>

int main(void) {
    /* integers halfway between two floats round to the even neighbour */
    int ints[] = { 16777217, 16777219, 16777221, 33554433, 33554435, 33554438 };
    for (int i = 0; i < 6; i++) printf("%d -> %.1f\n", ints[i], (float)ints[i]);
    long longs[] = { 9007199254740993L, 9007199254740995L, 18014398509481986L, 18014398509481990L };
    for (int i = 0; i < 4; i++) printf("%ld -> %.1f\n", longs[i], (double)longs[i]);
    double halfway = 1.0 + 0x1p-24;              /* exactly between two floats: ties to even, down */
    double above = 1.0 + 0x1p-24 + 0x1p-40;      /* just above: up */
    double odd = 1.0 + 0x1p-23 + 0x1p-24;        /* between odd and even: up to even */
    printf("%a %a %a\n", (double)(float)halfway, (double)(float)above, (double)(float)odd);
    printf("%a %a\n", 1.0 + 0x1p-53, 1.0 + 0x1p-52 + 0x1p-53);
    float a = 1.0f, b = 0x1p-24f;
    printf("%a %a\n", (double)(a + b), (double)((a + 0x1p-23f) + b));
    return 0;
}
