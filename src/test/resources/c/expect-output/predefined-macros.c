// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: little-endian 04 03 02 01\n
// EXPECT-STDOUT: long 64 bits, pointer 64 bits, size_t 64 bits\n
// EXPECT-STDOUT: 0 failed checks\n
// gcc's predefined macros describe the machine the program runs on: __BYTE_ORDER__ agrees with the bytes of
// an unsigned int in memory (TACLeBench's bitcount took the big-endian branch when the macros were missing),
// the __SIZEOF_*__ and __*_MAX__ macros with sizeof and <limits.h>/<stdint.h>, the type macros with the types.
#include <stdio.h>
#include <limits.h>
#include <stdint.h>
#include <stddef.h>

static int failed = 0;

static void check(int ok, const char *what) {
    if (!ok) {
        printf("FAILED: %s\n", what);
        failed++;
    }
}

#define CHECK(cond) check(cond, #cond)

int main(void) {
    unsigned int word = 0x01020304;
    unsigned char *bytes = (unsigned char *)&word;
#if !defined __BYTE_ORDER__ || !defined __ORDER_LITTLE_ENDIAN__ || !defined __ORDER_BIG_ENDIAN__
    printf("byte order macros missing\n");
    failed++;
#elif __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    printf("big-endian");
    CHECK(bytes[0] == 0x01);
#elif __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    printf("little-endian");
    CHECK(bytes[0] == 0x04);
#else
    printf("unknown byte order");
    failed++;
#endif
    printf(" %02x %02x %02x %02x\n", bytes[0], bytes[1], bytes[2], bytes[3]);
#if __FLOAT_WORD_ORDER__ != __BYTE_ORDER__
    CHECK(!"float word order");
#endif

    CHECK(sizeof(long) * __CHAR_BIT__ == 8 * __SIZEOF_LONG__);
    CHECK(__CHAR_BIT__ == CHAR_BIT);
    CHECK(sizeof(short) == __SIZEOF_SHORT__ && sizeof(int) == __SIZEOF_INT__);
    CHECK(sizeof(long) == __SIZEOF_LONG__ && sizeof(long long) == __SIZEOF_LONG_LONG__);
    CHECK(sizeof(void *) == __SIZEOF_POINTER__ && sizeof(size_t) == __SIZEOF_SIZE_T__);
    CHECK(sizeof(ptrdiff_t) == __SIZEOF_PTRDIFF_T__ && sizeof(wchar_t) == __SIZEOF_WCHAR_T__);
    CHECK(__SCHAR_MAX__ == SCHAR_MAX && __SHRT_MAX__ == SHRT_MAX);
    CHECK(__INT_MAX__ == INT_MAX && __LONG_MAX__ == LONG_MAX && __LONG_LONG_MAX__ == LLONG_MAX);
    CHECK(__SIZE_MAX__ == SIZE_MAX && __PTRDIFF_MAX__ == PTRDIFF_MAX);
    CHECK(__INTMAX_MAX__ == INTMAX_MAX && __UINTMAX_MAX__ == UINTMAX_MAX);
    CHECK(__INT_WIDTH__ == __SIZEOF_INT__ * __CHAR_BIT__ && __LONG_WIDTH__ == __SIZEOF_LONG__ * __CHAR_BIT__);
    CHECK(__WCHAR_MIN__ < 0 && __WCHAR_MAX__ == INT_MAX);
    CHECK(sizeof(__SIZE_TYPE__) == sizeof(size_t) && (__SIZE_TYPE__)-1 == SIZE_MAX);
    CHECK(sizeof(__PTRDIFF_TYPE__) == sizeof(ptrdiff_t) && (__PTRDIFF_TYPE__)-1 < 0);
    CHECK(sizeof(__INT8_TYPE__) == 1 && (__INT8_TYPE__)-1 < 0 && (__UINT8_TYPE__)-1 == 255);
    CHECK(sizeof(__INT64_TYPE__) == 8 && (__UINT64_TYPE__)-1 == UINT64_MAX);
    CHECK(sizeof(__INTPTR_TYPE__) == sizeof(void *) && (__UINTPTR_TYPE__)-1 == UINTPTR_MAX);
    CHECK(sizeof(__INTMAX_TYPE__) == 8 && (__UINTMAX_TYPE__)-1 == UINTMAX_MAX);
    CHECK(__INT64_C(1) << 40 == 1099511627776L && __UINT32_C(1) - 2 > 0);
#if !defined __x86_64__ || !defined __LP64__ || !defined __linux__ || !defined __unix__ || !defined __ELF__
    CHECK(!"platform macros");
#endif
#ifdef __CHAR_UNSIGNED__
    CHECK(!"plain char is signed on x86-64");
#endif
    CHECK((char)-1 < 0);
    printf("long %d bits, pointer %d bits, size_t %d bits\n", (int)sizeof(long) * __CHAR_BIT__,
           __SIZEOF_POINTER__ * __CHAR_BIT__, __SIZE_WIDTH__);
    printf("%d failed checks\n", failed);
    return failed;
}
