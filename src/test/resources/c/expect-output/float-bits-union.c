// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1            sign=0 exp=1023 frac=0000000000000\n
// EXPECT-STDOUT: -2           sign=1 exp=1024 frac=0000000000000\n
// EXPECT-STDOUT: 0.1          sign=0 exp=1019 frac=999999999999a\n
// EXPECT-STDOUT: 1e-310       sign=0 exp=   0 frac=012688b70e62b\n
// EXPECT-STDOUT: inf          sign=0 exp=2047 frac=0000000000000\n
// EXPECT-STDOUT: -0           sign=1 exp=   0 frac=0000000000000\n
// EXPECT-STDOUT: 0.428571     sign=0 exp=1021 frac=b6db6db6db6db\n
// EXPECT-STDOUT: 0x1.000002p+0 1.00000012\n
// EXPECT-STDOUT: 0x1p-149\n
// EXPECT-STDOUT: 3.40282e+38\n
// EXPECT-STDOUT: 3.1415926535897931 0x1.921fb54442d18p+1\n
// EXPECT-STDOUT: 00 00 c0 bf\n
// IEEE bit patterns through unions and memcpy: sign, exponent and fraction fields
#include <stdio.h>
#include <string.h>

union fu { float f; unsigned u; };
union du { double d; unsigned long u; };

static void show(double d) {
    union du x;
    x.d = d;
    printf("%-12g sign=%lu exp=%4lu frac=%013lx\n", d, x.u >> 63, (x.u >> 52) & 0x7ff, x.u & 0xfffffffffffffUL);
}

int main(void) {
    double zero = 0.0;
    double vals[] = { 1.0, -2.0, 0.1, 1e-310, 1e308 * 10, -zero, 3.0 / 7.0 };
    for (int i = 0; i < 7; i++) show(vals[i]);
    union fu a;
    a.u = 0x3f800001u;
    printf("%a %.9g\n", (double)a.f, a.f);
    a.u = 0x00000001u;
    printf("%a\n", (double)a.f);
    a.u = 0x7f7fffffu;
    printf("%g\n", a.f);
    unsigned long bits = 0x400921fb54442d18UL;
    double pi;
    memcpy(&pi, &bits, sizeof pi);
    printf("%.17g %a\n", pi, pi);
    float ff = -1.5f;
    unsigned char bytes[4];
    memcpy(bytes, &ff, 4);
    printf("%02x %02x %02x %02x\n", bytes[0], bytes[1], bytes[2], bytes[3]);
    return 0;
}
