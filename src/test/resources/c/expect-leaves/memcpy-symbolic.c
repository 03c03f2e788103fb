// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=2
// Leaves: memcpy of a concrete size copies the symbolic bytes without forking; dst[2] equals src[2]
// (reach_error() infeasible) and dst[1] == 'k' forks: two leaves.
#include <string.h>

extern void effigy_symbolic(void *addr, unsigned long size, const char *name);
extern void reach_error(void);

int main(void) {
    unsigned char src[4];
    unsigned char dst[4];
    effigy_symbolic(src, sizeof src, "src");
    memcpy(dst, src, 4);
    if (dst[2] != src[2]) reach_error();
    if (dst[1] == 'k') return 1;
    return 0;
}
