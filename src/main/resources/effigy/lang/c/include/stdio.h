/* stdio.h: input/output (C99 7.19), Effigy's built-in subset for x86-64 Linux. */
#ifndef _STDIO_H
#define _STDIO_H

#ifndef __EFFIGY_SIZE_T
#define __EFFIGY_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

#ifndef NULL
#define NULL ((void*)0)
#endif

#define EOF (-1)

typedef struct __effigy_FILE FILE;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;

int printf(const char *fmt, ...);
int fprintf(FILE *stream, const char *fmt, ...);
int puts(const char *s);
int putchar(int c);

#endif
