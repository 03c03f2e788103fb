/* ILP32: true: 4 pointers in 4 * sizeof(void *) bytes */
/* LP64: true: 4 pointers in 4 * sizeof(void *) bytes */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "pointer_array.c", 3, "reach_error"); }
#include <stdlib.h>
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  void **arr = malloc(4 * sizeof(void *));
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 4);
  for (int i = 0; i < 4; i++) arr[i] = 0;
  arr[k] = &k;
  int r = *(int *)arr[k];
  free(arr);
  return r;
}
