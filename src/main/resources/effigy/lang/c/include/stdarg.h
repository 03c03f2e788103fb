/*
 * stdarg.h: variable arguments (C99 7.15), Effigy's built-in version. A va_list is the address of the next
 * slot of the variable-argument area the caller made (one 8-byte slot per argument after the named ones,
 * default-promoted): va_arg reads a slot and moves on, reading past the last argument is out of bounds.
 */
#ifndef _STDARG_H
#define _STDARG_H

typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;

#define va_start(ap, last) __builtin_va_start(ap, last)
#define va_arg(ap, type) __builtin_va_arg(ap, type)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)

#endif
