// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 30\n
// glibc 2.25's assert expands to a statement expression; every assertion here holds.
#include <stdio.h>

extern void __assert_fail(const char *__assertion, const char *__file, unsigned int __line, const char *__function)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));

/* glibc 2.25 and later expand assert(expr) to this shape */
#define assert(expr) \
  ((void) sizeof ((expr) ? 1 : 0), __extension__ ({ \
      if (expr) \
        ; /* empty */ \
      else \
        __assert_fail (#expr, __FILE__, __LINE__, __extension__ __PRETTY_FUNCTION__); \
    }))

static int square(int x) {
    assert(x < 1000);
    return x * x;
}

int main(void) {
    int total = 0;
    for (int i = 1; i <= 4; i++) {
        assert(i > 0 && i <= 4);
        total += square(i);
    }
    assert(total == 30);
    printf("%d\n", total);
    return 0;
}
