/* limits.h: sizes of integer types (C99 7.10, 5.2.4.2.1) for Linux, x86-64 or i386 (long from __LONG_MAX__): char is signed. */
#ifndef _LIMITS_H
#define _LIMITS_H

#define CHAR_BIT 8
#define MB_LEN_MAX 16

#define SCHAR_MIN (-128)
#define SCHAR_MAX 127
#define UCHAR_MAX 255
#define CHAR_MIN SCHAR_MIN
#define CHAR_MAX SCHAR_MAX

#define SHRT_MIN (-32768)
#define SHRT_MAX 32767
#define USHRT_MAX 65535

#define INT_MIN (-2147483647-1)
#define INT_MAX 2147483647
#define UINT_MAX 4294967295U

#define LONG_MIN (-__LONG_MAX__-1L)
#define LONG_MAX __LONG_MAX__
#define ULONG_MAX (__LONG_MAX__*2UL+1UL)

#define LLONG_MIN (-9223372036854775807LL-1LL)
#define LLONG_MAX 9223372036854775807LL
#define ULLONG_MAX 18446744073709551615ULL

#endif
