/* As saturate_true.c, but the assertion fails when x reaches 100 (after 100 iterations): the base case
   finds it once the bound is 128. Expected: false. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++; else x = 0;
    assert(x != 100);
  }
  return 0;
}
