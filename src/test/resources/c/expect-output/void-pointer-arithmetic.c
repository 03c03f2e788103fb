// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 20 40\n
// EXPECT-STDOUT: 20 4\n
// EXPECT-STDOUT: 12 16\n
// EXPECT-STDOUT: 1\n
// EXPECT-STDOUT: 1 1 1\n
// EXPECT-STDOUT: c\n
// EXPECT-STDOUT: 4\n
// GNU C's arithmetic on void * (gcc accepts it, warning only with -Wpointer-arith): the element size is 1, so
// p + 1 is the next byte, p++ and p += n move by bytes, p - q of two void pointers counts bytes, and
// sizeof(void) and sizeof of a function type are 1. The EXPECT-STDOUT lines are gcc 12.2's output
// (gcc -std=gnu11 -O0 -o voidp void-pointer-arithmetic.c && ./voidp).
#include <stdio.h>

static int table[4] = { 10, 20, 30, 40 };

static int f(void) { return 1; }

static void *advance(void *p, long n) { return p + n; }

int main(void) {
    void *p = table;
    void *q = p + 4;
    printf("%d %d\n", *(int *)q, *(int *)advance(p, 12));
    p++;
    p += 3;
    printf("%d %ld\n", *(int *)p, (long)(p - (void *)table));
    void *end = &table[4];
    printf("%ld %ld\n", (long)(end - p), (long)((char *)end - (char *)table));
    p--;
    p -= 3;
    printf("%d\n", p == (void *)table);
    printf("%d %d %d\n", (int)sizeof(void), (int)sizeof(int (void)), (int)sizeof f);
    const void *c = "abc";
    printf("%c\n", *(const char *)(c + 2));
    int count = 0;
    for (void *i = table; i < (void *)&table[4]; i += sizeof(int)) count++;
    printf("%d\n", count);
    return 0;
}
