// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: [   42][42   ][00042]\n
// EXPECT-STDOUT: [+42][-42][ 42][-42]\n
// EXPECT-STDOUT: [-0042][+0042][ 0042]\n
// EXPECT-STDOUT: [42   ]\n
// EXPECT-STDOUT: [007][-007][     007][     007]\n
// EXPECT-STDOUT: [][     ][]\n
// EXPECT-STDOUT: [0xff][0XFF][010][0][0]\n
// EXPECT-STDOUT: [0x0000ff][0x00ff][010]\n
// EXPECT-STDOUT: [12345][12345]\n
// EXPECT-STDOUT: [       123][-123      ][+5]\n
// EXPECT-STDOUT: [0][0][0]\n
// Widths, precisions and the flags - + space # 0, and how glibc combines them.
#include <stdio.h>

int main(void) {
    printf("[%5d][%-5d][%05d]\n", 42, 42, 42);
    printf("[%+d][%+d][% d][% d]\n", 42, -42, 42, -42);
    printf("[%05d][%+05d][% 05d]\n", -42, 42, 42);
    printf("[%-05d]\n", 42);
    printf("[%.3d][%.3d][%8.3d][%08.3d]\n", 7, -7, 7, 7);
    printf("[%.0d][%5.0d][%.0x]\n", 0, 0, 0u);
    printf("[%#x][%#X][%#o][%#x][%#o]\n", 255u, 255u, 8u, 0u, 0u);
    printf("[%#08x][%#.4x][%#.3o]\n", 255u, 255u, 8u);
    printf("[%3d][%1d]\n", 12345, 12345);
    printf("[%10lu][%-10ld][%+ld]\n", 123UL, -123L, 5L);
    printf("[%x][%o][%u]\n", 0u, 0u, 0u);
    return 0;
}
