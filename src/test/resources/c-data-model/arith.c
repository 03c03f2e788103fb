/* Integer arithmetic whose result depends on the width of long: conversions, wrap-around, constants. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

static unsigned long rotl8(unsigned long x) { return (x << 8) | (x >> (8 * sizeof(long) - 8)); }

int main(void) {
    long a = 2147483647L;
    unsigned long u = 4294967295UL;
    a = a / 2 * 2 + 1;
    printf("a %ld a*2 %ld u+1 %lu u*u %lu\n", a, (long)((unsigned long)a * 2UL), u + 1UL, u * u);
    printf("-1L < 1U: %d\n", -1L < 1U);
    printf("sizeof(-1L + 1U) %d (-1L + 1U) > 0: %d\n", (int)sizeof(-1L + 1U), (-1L + 1U) > 0);
    printf("sizeof(3000000000) %d sizeof(0xFFFFFFFF) %d sizeof(4294967296) %d\n", (int)sizeof(3000000000),
           (int)sizeof(0xFFFFFFFF), (int)sizeof(4294967296));
    printf("sizeof(1L << 31) %d\n", (int)sizeof(1L << 31));
    unsigned long x = 0x12345678UL;
    printf("rotl8 %lx %lx\n", rotl8(x), rotl8(rotl8(x)));
    unsigned long h = 5381;
    for (const char *s = "data model"; *s; s++) h = h * 33 + (unsigned char)*s;
    printf("hash %lu %lx\n", h, h);
    long m = -7;
    printf("m >> 1 %ld m / 2 %ld m %% 3 %ld (unsigned long)m %lu\n", m >> 1, m / 2, m % 3, (unsigned long)m);
    long long big = 0x123456789LL;
    long t = (long)big;
    printf("truncate %ld %lx\n", t, (unsigned long)big);
    size_t n = (size_t)-1;
    printf("(size_t)-1 %zu %zx\n", n, n);
    ptrdiff_t d = -3;
    printf("ptrdiff %td %td\n", d, d * 2);
    printf("%%ld of INT_MIN-1 via long long %lld\n", (long long)(long)(-2147483647 - 1) - 1);
    printf("%lu %ld %lx %lo\n", 0xFFFFFFFFUL, (long)0xFFFFFFFFUL, -1L, 8UL);
    printf("%p %p\n", (void *)0, (void *)-1);
    printf("%p\n", (void *)0x1234);
    return 0;
}
