/* stddef.h: common definitions (C99 7.17), Effigy's built-in version for x86-64 Linux. */
#ifndef _STDDEF_H
#define _STDDEF_H

#ifndef __EFFIGY_SIZE_T
#define __EFFIGY_SIZE_T
typedef unsigned long size_t;
#endif

typedef long ptrdiff_t;
typedef int wchar_t;

#ifndef NULL
#define NULL ((void*)0)
#endif

#define offsetof(t, m) __builtin_offsetof(t, m)

#endif
