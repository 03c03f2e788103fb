/* stddef.h: common definitions (C99 7.17), Effigy's built-in version for Linux (x86-64 LP64 or i386 ILP32: the types are the predefined macros'). */
#ifndef _STDDEF_H
#define _STDDEF_H

#ifndef __EFFIGY_SIZE_T
#define __EFFIGY_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __WCHAR_TYPE__ wchar_t;

#ifndef NULL
#define NULL ((void*)0)
#endif

#define offsetof(t, m) __builtin_offsetof(t, m)

#endif
