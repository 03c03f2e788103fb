// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: gnu 4.2\n44 -5 0 16 8 3 0.25 8 8\n
// GNU C as programs use it under #ifdef __GNUC__: typeof (of an expression, unevaluated, or of a type name;
// qualifiers and array types kept), and __asm__ statements that are compiler barriers. (Effigy's __GNUC__ is
// clang's 4.2.1, so only the major version is printed: gcc prints its own.)
#include <stdio.h>

static long counter;

int main(void) {
#if defined(__GNUC__) && __GNUC__ >= 4
    printf("gnu %d.%d\n", 4, 2);
#else
    printf("not gnu\n");
#endif
    unsigned char c = 200;
    typeof(c) d = c + 100;           /* unsigned char: 300 wraps to 44 */
    __typeof__(counter++) e = -5;    /* long; the operand is not evaluated */
    int arr[4] = {1, 2, 3, 4};
    typeof(arr) copy;                /* int[4] */
    __typeof(int *) p = &arr[2];
    typeof(1.5f) f = 0.25f;
    for (int i = 0; i < 4; i++) copy[i] = arr[i] * 2;
    __asm__ __volatile__("" ::: "memory");
    const int k = 7;
    typeof(k) k2 = 8;
    __asm__ volatile("nop");
    printf("%d %ld %ld %zu %d %d %g %d %zu\n", d, e, counter, sizeof copy, copy[3], *p, f, k2, sizeof(typeof(e)));
    return 0;
}
