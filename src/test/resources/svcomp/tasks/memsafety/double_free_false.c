/* ILP32: false (valid-free): the branch is taken (1); inputs: 1 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "double_free_false.c", 3, "reach_error"); }
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main() {
  char *p = malloc(16);
  p[0] = 'a';
  free(p);
  if (__VERIFIER_nondet_int()) free(p);
  return 0;
}
