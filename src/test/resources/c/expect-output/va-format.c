// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: answer=-42, 50% of 0xff is k\n
// EXPECT-STDOUT: 20\n
// EXPECT-STDOUT: 642\n
// EXPECT-STDOUT: 902\n
// EXPECT-STDOUT: 22\n
// A printf-like formatter walking its format string with va_arg; a va_list passed to another function
// (my_vprintf, vsum); va_copy used twice; a variadic function called through a pointer of variadic type.
#include <stdarg.h>
#include <stdio.h>

/* A small printf: %d, %u, %x, %s, %c and %%, written with putchar. */
static void put_unsigned(unsigned long v, unsigned base) {
    char digits[32];
    int n = 0;
    do {
        digits[n++] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    while (n > 0) putchar(digits[--n]);
}

static int my_vprintf(const char *fmt, va_list ap) {
    int count = 0;
    for (; *fmt; fmt++) {
        if (*fmt != '%') {
            putchar(*fmt);
            count++;
            continue;
        }
        fmt++;
        switch (*fmt) {
        case 'd': {
            int v = va_arg(ap, int);
            if (v < 0) {
                putchar('-');
                put_unsigned(-(unsigned long) v, 10);
            } else {
                put_unsigned((unsigned long) v, 10);
            }
            break;
        }
        case 'u': put_unsigned(va_arg(ap, unsigned), 10); break;
        case 'x': put_unsigned(va_arg(ap, unsigned), 16); break;
        case 's': {
            const char *s = va_arg(ap, const char *);
            while (*s) putchar(*s++);
            break;
        }
        case 'c': putchar(va_arg(ap, int)); break;
        case '%': putchar('%'); break;
        default: return -1;
        }
        count++;
    }
    return count;
}

static int my_printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = my_vprintf(fmt, ap);
    va_end(ap);
    return n;
}

/* vsum: a function taking a va_list from its caller */
static long vsum(int n, va_list ap) {
    long s = 0;
    while (n-- > 0) s += va_arg(ap, long);
    return s;
}

static long sum_twice(int n, ...) {
    va_list ap, again;
    va_start(ap, n);
    va_copy(again, ap);
    long first = vsum(n, ap);
    long second = vsum(n, again);
    va_end(again);
    va_end(ap);
    return first + second;
}

/* va_copy twice: each copy walks the arguments from where the original stood */
static int max_then_count(int n, ...) {
    va_list ap, a, b;
    va_start(ap, n);
    int skipped = va_arg(ap, int);
    va_copy(a, ap);
    va_copy(b, ap);
    int best = va_arg(a, int);
    for (int i = 2; i < n; i++) {
        int v = va_arg(a, int);
        if (v > best) best = v;
    }
    int above = 0;
    for (int i = 1; i < n; i++) if (va_arg(b, int) > skipped) above++;
    va_end(a);
    va_end(b);
    va_end(ap);
    return best * 100 + above;
}

int main(void) {
    int n = my_printf("%s=%d, %u%% of 0x%x is %c\n", "answer", -42, 50u, 255u, 'k');
    printf("%d\n", n);
    printf("%ld\n", sum_twice(3, 1L, 20L, 300L));
    printf("%d\n", max_then_count(5, 3, 9, 1, 4, 2));
    long (*fp)(int, ...) = sum_twice;
    printf("%ld\n", fp(2, 5L, 6L));
    return 0;
}
