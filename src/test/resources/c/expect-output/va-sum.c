// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0\n
// EXPECT-STDOUT: 6\n
// EXPECT-STDOUT: 163\n
// EXPECT-STDOUT: 7.75\n
// EXPECT-STDOUT: 13999999999.0\n
// Variable arguments of a function the program defines: ints, doubles (a float promoted), longs, unsigned
// ints and pointers mixed; char, short and _Bool arguments promoted to int; a call with no variable arguments.
#include <stdarg.h>
#include <stdio.h>

/* sum(n, ...): n arguments follow, each announced by a kind code: 'i' int, 'd' double, 'l' long, 'p' pointer */
static double sum(const char *kinds, ...) {
    va_list ap;
    double total = 0;
    va_start(ap, kinds);
    for (const char *k = kinds; *k; k++) {
        if (*k == 'i') total += va_arg(ap, int);
        else if (*k == 'd') total += va_arg(ap, double);
        else if (*k == 'l') total += (double) va_arg(ap, long);
        else if (*k == 'u') total += va_arg(ap, unsigned int);
        else if (*k == 'p') total += *va_arg(ap, int *);
    }
    va_end(ap);
    return total;
}

static int count_ints(int n, ...) {
    va_list ap;
    int s = 0;
    va_start(ap, n);
    for (int i = 0; i < n; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

int main(void) {
    char c = 'A';
    short sh = -3;
    float f = 1.5f;
    int seven = 7;
    printf("%d\n", count_ints(0));
    printf("%d\n", count_ints(3, 1, 2, 3));
    printf("%d\n", count_ints(4, c, sh, (_Bool) 1, 100));
    printf("%.2f\n", sum("idid", 1, 2.25, 3, f));
    printf("%.1f\n", sum("lupi", 10000000000L, 4000000000u, &seven, -8));
    return 0;
}
