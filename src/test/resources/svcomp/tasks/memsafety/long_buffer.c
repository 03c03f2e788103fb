/* LP64: false (valid-deref): any input: a[1] is bytes 8..15 of an 8-byte object; inputs:  */
/* ILP32: true: two 4-byte longs fit in 8 bytes */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "long_buffer.c", 3, "reach_error"); }
#include <stdlib.h>
extern long __VERIFIER_nondet_long(void);

int main() {
  long *a = malloc(8);
  a[0] = __VERIFIER_nondet_long();
  a[1] = 0;
  long r = a[0];
  free(a);
  return r == 0;
}
