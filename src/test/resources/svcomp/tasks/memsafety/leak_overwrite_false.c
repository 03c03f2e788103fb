/* LP64: false (valid-memtrack): the branch is taken (1): the only pointer is overwritten; inputs: 1 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "leak_overwrite_false.c", 3, "reach_error"); }
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main() {
  int *p = malloc(sizeof(int));
  *p = 5;
  if (__VERIFIER_nondet_int()) p = 0;
  free(p);
  return 0;
}
