// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 3dcccccd 40400000\n
// EXPECT-STDOUT: 3fb999999999999a 7e37e43c8800759c 7fefffffffffffff\n
// EXPECT-STDOUT: 40466666 c039999a 3e99999a 3d088889\n
// EXPECT-STDOUT: 3fc999999ccccccd 3fd3333333333334\n
// EXPECT-STDOUT: 7ff0000000000000 fff0000000000000\n
// EXPECT-STDOUT: 8000000000000000 fff0000000000000\n
// EXPECT-STDOUT: 0 1 0 0 1 0\n
// EXPECT-STDOUT: 1 0 0 1\n
// EXPECT-STDOUT: nan is true\n
// EXPECT-STDOUT: -0 is false\n
// EXPECT-STDOUT: 40680000\n
// EXPECT-STDOUT: 400c000000000000 3 -2 2\n
// EXPECT-STDOUT: 4294967295 18446744073709549568 255\n
// EXPECT-STDOUT: 4b800000 bf800000 4340000000000000\n
// EXPECT-STDOUT: 5f800000 43f0000000000000\n
// EXPECT-STDOUT: 3dcccccd 3fb99999a0000000\n
// EXPECT-STDOUT: 7f800000\n
// EXPECT-STDOUT: 1 1\n
// EXPECT-STDOUT: 3ff8000000000000 40c00000 24\n
// EXPECT-STDOUT: 40400000 4 8 16\n
// EXPECT-STDOUT: 3ff8000000000000 40600000\n
// EXPECT-STDOUT: 3fa00000 c028000000000000 4004000000000000 8000000000000000\n
// EXPECT-STDOUT: 4026000000000000 1\n
// EXPECT-STDOUT: -1000000000000000000\n
// Concrete float and double: constants (decimal, hexadecimal, f suffix), + - * /, unary -, comparisons
// (NaN unordered), ! && || and conditions on floating values, ++ --, compound assignment, the usual
// arithmetic conversions, conversions to and from integer types (truncation toward zero), float <-> double,
// values in memory (struct members, arrays, through pointers), parameters and returns. Floating values are
// printed as their IEEE bit patterns, so the output is compared with gcc bit for bit.
#include <stdio.h>
#include <string.h>

static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static unsigned long dbits(double d) { union { double d; unsigned long u; } x; x.d = d; return x.u; }

struct point { char tag; double x; float y; };

static double scale(double v, float k) { return v * k; }
static float half(float v) { return v / 2; }

float gf = 1.25f;
double gd = -0x1.8p3;
double garr[3] = { 1.0, 2.5, -0.0 };

int main(void) {
    float a = 0.1f, b = 3.0F;
    double c = 0.1, d = 1e300, e = 0x1.fffffffffffffp+1023;
    printf("%08x %08x\n", fbits(a), fbits(b));
    printf("%016lx %016lx %016lx\n", dbits(c), dbits(d), dbits(e));
    printf("%08x %08x %08x %08x\n", fbits(a + b), fbits(a - b), fbits(a * b), fbits(a / b));
    printf("%016lx %016lx\n", dbits(c + a), dbits(c * 3));
    printf("%016lx %016lx\n", dbits(d * d), dbits(-d * d));
    double z = 0.0, nz = -z;
    double nan = z / z;
    printf("%016lx %016lx\n", dbits(nz), dbits(1 / nz));
    printf("%d %d %d %d %d %d\n", nan == nan, nan != nan, nan < 1, nan >= 1, z == nz, z < nz);
    printf("%d %d %d %d\n", !z, !nan, z && 1, nan || 0);
    if (nan) printf("nan is true\n");
    if (nz) printf("-0 is true\n"); else printf("-0 is false\n");
    float f = 1.5f;
    f++; ++f; f--;
    f += 0.25; f *= 3; f -= 1; f /= 2;
    printf("%08x\n", fbits(f));
    int i = 7;
    double id = i / 2.0;
    printf("%016lx %ld %d %d\n", dbits(id), (long)id, (int)-2.9, (int)2.9f);
    printf("%u %lu %d\n", (unsigned)4294967295.0, (unsigned long)1.8446744073709550e19, (unsigned char)255.9);
    printf("%08x %08x %016lx\n", fbits((float)16777217), fbits((float)-1L), dbits((double)9007199254740993L));
    printf("%08x %016lx\n", fbits((float)18446744073709551615UL), dbits((double)18446744073709551615UL));
    printf("%08x %016lx\n", fbits((float)0.1), dbits((double)0.1f));
    printf("%08x\n", fbits((float)1e300));
    _Bool bb = 0.5;
    printf("%d %d\n", bb, (_Bool)nan);
    struct point p = { 'p', 2.5, -1.0f };
    p.x += p.y;
    struct point *pp = &p;
    pp->y = pp->x * 4;
    printf("%016lx %08x %zu\n", dbits(p.x), fbits(p.y), sizeof(struct point));
    float arr[4];
    for (int k = 0; k < 4; k++) arr[k] = k * 0.5f;
    float sum = 0;
    for (int k = 0; k < 4; k++) sum += arr[k];
    printf("%08x %zu %zu %zu\n", fbits(sum), sizeof(float), sizeof(double), sizeof arr);
    printf("%016lx %08x\n", dbits(scale(3, 0.5f)), fbits(half(7)));
    printf("%08x %016lx %016lx %016lx\n", fbits(gf), dbits(gd), dbits(garr[1]), dbits(garr[2]));
    double *dp = &garr[0];
    *dp = *dp + 10;
    printf("%016lx %d\n", dbits(garr[0]), garr[0] > garr[1] ? 1 : 2);
    long double_to_long = (long)-1e18;
    printf("%ld\n", double_to_long);
    return 0;
}
