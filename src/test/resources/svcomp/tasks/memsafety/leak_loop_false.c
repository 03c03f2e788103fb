/* LP64: false (valid-memtrack): n = 2: the first block is lost; inputs: 2 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "leak_loop_false.c", 3, "reach_error"); }
#include <stdlib.h>
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n >= 1 && n <= 5);
  char *p = 0;
  for (int i = 0; i < n; i++) {
    p = malloc(i + 1);
    p[i] = 'x';
  }
  free(p);
  return 0;
}
