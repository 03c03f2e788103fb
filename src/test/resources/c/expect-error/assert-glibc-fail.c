// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; glibc 2.25's assert shape (a statement expression) fails: 1 + 2 + 3 is 6, not 7.
extern void __assert_fail(const char *__assertion, const char *__file, unsigned int __line, const char *__function)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));

#define assert(expr) \
  ((void) sizeof ((expr) ? 1 : 0), __extension__ ({ \
      if (expr) \
        ; /* empty */ \
      else \
        __assert_fail (#expr, __FILE__, __LINE__, __extension__ __PRETTY_FUNCTION__); \
    }))

int main(void) {
    int total = 0;
    for (int i = 1; i <= 3; i++) total += i;
    assert(total == 6);
    assert(total == 7); // EXPECT-ERROR: assertion
    return 0;
}
