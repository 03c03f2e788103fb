/* LP64: false (valid-free): the choice is 1 (p = &x); inputs: 1 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "free_stack_false.c", 3, "reach_error"); }
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = 0;
  int *p;
  if (__VERIFIER_nondet_int()) p = &x; else p = malloc(sizeof(int));
  *p = 1;
  free(p);
  return 0;
}
