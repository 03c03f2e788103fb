/* Sizes, limits and predefined macros that depend on the data model. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <limits.h>

int main(void) {
    printf("char %d short %d int %d long %d long long %d\n", (int)sizeof(char), (int)sizeof(short), (int)sizeof(int),
           (int)sizeof(long), (int)sizeof(long long));
    printf("void* %d int* %d fp %d size_t %d ptrdiff_t %d intptr_t %d intmax_t %d wchar_t %d\n", (int)sizeof(void *),
           (int)sizeof(int *), (int)sizeof(int (*)(void)), (int)sizeof(size_t), (int)sizeof(ptrdiff_t),
           (int)sizeof(intptr_t), (int)sizeof(intmax_t), (int)sizeof(wchar_t));
    printf("__SIZEOF_POINTER__ %d __SIZEOF_LONG__ %d __SIZEOF_SIZE_T__ %d __SIZEOF_LONG_DOUBLE__ %d\n",
           __SIZEOF_POINTER__, __SIZEOF_LONG__, __SIZEOF_SIZE_T__, __SIZEOF_LONG_DOUBLE__);
#if defined __ILP32__ && defined _ILP32 && defined __i386__ && defined __i386
    printf("ILP32 i386\n");
#endif
#if defined __LP64__ && defined _LP64 && defined __x86_64__
    printf("LP64 x86-64\n");
#endif
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    printf("little-endian\n");
#endif
#if __SIZEOF_POINTER__ == 4 && __SIZEOF_LONG__ == 4
    printf("32-bit long and pointers\n");
#elif __SIZEOF_POINTER__ == 8 && __SIZEOF_LONG__ == 8
    printf("64-bit long and pointers\n");
#endif
#if LONG_MAX == 2147483647L
    printf("LONG_MAX fits int\n");
#endif
#if SIZE_MAX == 4294967295U
    printf("SIZE_MAX 32 bits\n");
#endif
    printf("LONG_MAX %ld LONG_MIN %ld ULONG_MAX %lu\n", LONG_MAX, LONG_MIN, ULONG_MAX);
    printf("SIZE_MAX %zu PTRDIFF_MAX %td INTPTR_MAX %lld UINTPTR_MAX %llu\n", SIZE_MAX, PTRDIFF_MAX,
           (long long)INTPTR_MAX, (unsigned long long)UINTPTR_MAX);
    printf("INT64_MAX %lld UINT64_MAX %llu INTMAX_MIN %lld\n", (long long)INT64_MAX, (unsigned long long)UINT64_MAX,
           (long long)INTMAX_MIN);
    printf("__LONG_WIDTH__ %d __SIZE_WIDTH__ %d __INTPTR_WIDTH__ %d\n", __LONG_WIDTH__, __SIZE_WIDTH__, __INTPTR_WIDTH__);
    union { unsigned int u; unsigned char b[4]; } e;
    e.u = 0x11223344u;
    printf("bytes %x %x %x %x\n", e.b[0], e.b[1], e.b[2], e.b[3]);
    union { unsigned long l; unsigned char b[sizeof(unsigned long)]; } f;
    f.l = 0;
    f.l = ~f.l;
    f.b[sizeof f.b - 1] = 0;
    printf("long with top byte cleared %lx\n", f.l);
    return 0;
}
