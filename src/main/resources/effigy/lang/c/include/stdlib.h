/* stdlib.h: general utilities (C99 7.20), Effigy's built-in subset for x86-64 Linux. */
#ifndef _STDLIB_H
#define _STDLIB_H

#ifndef __EFFIGY_SIZE_T
#define __EFFIGY_SIZE_T
typedef __SIZE_TYPE__ size_t;
#endif

#ifndef NULL
#define NULL ((void*)0)
#endif

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647

void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *p, size_t size);
void free(void *p);
void abort(void);
void exit(int status);
int atoi(const char *s);
int abs(int x);
long labs(long x);
int rand(void);
void srand(unsigned int seed);

#endif
