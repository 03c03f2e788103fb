// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0                        int=0 uchar=0 short=0 uint=0 long=0 float=0\n
// EXPECT-STDOUT: -0                       int=0 uchar=0 short=0 uint=0 long=0 float=-0\n
// EXPECT-STDOUT: 0.49999999999999994      int=0 uchar=0 short=0 uint=0 long=0 float=0.5\n
// EXPECT-STDOUT: 0.5                      int=0 uchar=0 short=0 uint=0 long=0 float=0.5\n
// EXPECT-STDOUT: 1.5                      int=1 uchar=1 short=1 uint=1 long=1 float=1.5\n
// EXPECT-STDOUT: 2.5                      int=2 uchar=2 short=2 uint=2 long=2 float=2.5\n
// EXPECT-STDOUT: -2.5                     int=-2 uchar=- short=-2 uint=- long=-2 float=-2.5\n
// EXPECT-STDOUT: -0.75                    int=0 uchar=0 short=0 uint=0 long=0 float=-0.75\n
// EXPECT-STDOUT: 127.98999999999999       int=127 uchar=127 short=127 uint=127 long=127 float=127.989998\n
// EXPECT-STDOUT: -128.99000000000001      int=-128 uchar=- short=-128 uint=- long=-128 float=-128.990005\n
// EXPECT-STDOUT: 255.5                    int=255 uchar=255 short=255 uint=255 long=255 float=255.5\n
// EXPECT-STDOUT: 65535.900000000001       int=65535 uchar=- short=- uint=65535 long=65535 float=65535.8984\n
// EXPECT-STDOUT: -32768.400000000001      int=-32768 uchar=- short=-32768 uint=- long=-32768 float=-32768.3984\n
// EXPECT-STDOUT: 2147483647.9000001       int=2147483647 uchar=- short=- uint=2147483647 long=2147483647 float=2.14748365e+09\n
// EXPECT-STDOUT: -2147483648.9000001      int=-2147483648 uchar=- short=- uint=- long=-2147483648 float=-2.14748365e+09\n
// EXPECT-STDOUT: 4294967295.5             int=- uchar=- short=- uint=4294967295 long=4294967295 float=4.2949673e+09\n
// EXPECT-STDOUT: 9007199254740992         int=- uchar=- short=- uint=- long=9007199254740992 float=9.00719925e+15\n
// EXPECT-STDOUT: -9.2233720368547758e+18  int=- uchar=- short=- uint=- long=-9223372036854775808 float=-9.22337204e+18\n
// EXPECT-STDOUT: 0 -> 0.0 0.0\n
// EXPECT-STDOUT: -1 -> -1.0 -1.0\n
// EXPECT-STDOUT: 16777215 -> 16777215.0 16777215.0\n
// EXPECT-STDOUT: 16777216 -> 16777216.0 16777216.0\n
// EXPECT-STDOUT: 16777217 -> 16777216.0 16777217.0\n
// EXPECT-STDOUT: 16777218 -> 16777218.0 16777218.0\n
// EXPECT-STDOUT: 16777219 -> 16777220.0 16777219.0\n
// EXPECT-STDOUT: -16777217 -> -16777216.0 -16777217.0\n
// EXPECT-STDOUT: 2147483647 -> 2147483648.0 2147483647.0\n
// EXPECT-STDOUT: -2147483648 -> -2147483648.0 -2147483648.0\n
// EXPECT-STDOUT: 0 -> 0.0 0.0\n
// EXPECT-STDOUT: 1 -> 1.0 1.0\n
// EXPECT-STDOUT: 2147483648 -> 2147483648.0 2147483648.0\n
// EXPECT-STDOUT: 4294967295 -> 4294967296.0 4294967295.0\n
// EXPECT-STDOUT: 4294967040 -> 4294967040.0 4294967040.0\n
// EXPECT-STDOUT: 4294967168 -> 4294967296.0 4294967168.0\n
// EXPECT-STDOUT: 9007199254740993 -> 9007199254740992.0 9007199254740992.0\n
// EXPECT-STDOUT: 18446744073709551615 -> 18446744073709551616.0 18446744073709551616.0\n
// EXPECT-STDOUT: 9223372036854775808 -> 9223372036854775808.0 9223372036854775808.0\n
// EXPECT-STDOUT: 9223372036854776833 -> 9223372036854775808.0 9223372036854777856.0\n
// EXPECT-STDOUT: -9007199254740993 -> -9007199254740992.0 -9007199254740992.0\n
// EXPECT-STDOUT: -9223372036854775808 -> -9223372036854775808.0 -9223372036854775808.0\n
// EXPECT-STDOUT: 9223372036854775807 -> 9223372036854775808.0 9223372036854775808.0\n
// EXPECT-STDOUT: 18446744073709549568 -9223372036854775808 4294967295 -2147483648\n
// EXPECT-STDOUT: 16777216 1 3\n
// Conversions between floating and integer types: truncation toward zero, negative values, unsigned targets, rounding of large integers
#include <stdio.h>

static const double samples[] = { 0.0, -0.0, 0.49999999999999994, 0.5, 1.5, 2.5, -2.5, -0.75, 127.99, -128.99,
                                  255.5, 65535.9, -32768.4, 2147483647.9, -2147483648.9, 4294967295.5,
                                  9007199254740993.0, -9.2233720368547758e18 };

int main(void) {
    int n = (int)(sizeof samples / sizeof samples[0]);
    for (int i = 0; i < n; i++) {
        double d = samples[i];
        printf("%-24.17g int=", d);
        if (d > -2147483649.0 && d < 2147483648.0) printf("%d", (int)d); else printf("-");
        printf(" uchar=");
        if (d > -1.0 && d < 256.0) printf("%u", (unsigned char)d); else printf("-");
        printf(" short=");
        if (d > -32769.0 && d < 32768.0) printf("%hd", (short)d); else printf("-");
        printf(" uint=");
        if (d > -1.0 && d < 4294967296.0) printf("%u", (unsigned)d); else printf("-");
        printf(" long=%ld", (long)d);
        printf(" float=%.9g\n", (float)d);
    }
    /* integers to floating: exact below 2^24 / 2^53, rounded to nearest even above */
    int ints[] = { 0, -1, 16777215, 16777216, 16777217, 16777218, 16777219, -16777217, 2147483647, -2147483647 - 1 };
    for (int i = 0; i < 10; i++) printf("%d -> %.1f %.1f\n", ints[i], (float)ints[i], (double)ints[i]);
    unsigned us[] = { 0u, 1u, 2147483648u, 4294967295u, 4294967040u, 4294967168u };
    for (int i = 0; i < 6; i++) printf("%u -> %.1f %.1f\n", us[i], (float)us[i], (double)us[i]);
    unsigned long ul[] = { 9007199254740993ul, 18446744073709551615ul, 9223372036854775808ul, 9223372036854776833ul };
    for (int i = 0; i < 4; i++) printf("%lu -> %.1f %.1f\n", ul[i], (float)ul[i], (double)ul[i]);
    long sl[] = { -9007199254740993l, -9223372036854775807l - 1, 9223372036854775807l };
    for (int i = 0; i < 3; i++) printf("%ld -> %.1f %.1f\n", sl[i], (float)sl[i], (double)sl[i]);
    /* round trips */
    unsigned long back = (unsigned long)(double)18446744073709549568ul;
    long neg = (long)-9223372036854775808.0;
    printf("%lu %ld %u %d\n", back, neg, (unsigned)4294967295.0, (int)-2147483648.0);
    printf("%d %d %d\n", (int)(float)16777217, (int)(0.1f * 10), (int)(0.1 * 3 * 10));
    return 0;
}
