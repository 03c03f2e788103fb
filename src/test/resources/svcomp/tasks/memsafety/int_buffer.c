/* ILP32: false (valid-deref): any input: 3 ints need 12 bytes, malloc(2 * sizeof(long)) gives 8; inputs:  */
/* LP64: true: 2 * sizeof(long) = 16 bytes hold 3 ints */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "int_buffer.c", 3, "reach_error"); }
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main() {
  int *a = malloc(2 * sizeof(long));
  for (int i = 0; i < 3; i++) a[i] = __VERIFIER_nondet_int();
  int r = a[2];
  free(a);
  return r;
}
