/* The loop stores through a pointer parameter: no object can be named for the store, so the loop is
   unwound, not havocked, and its bound stays reachable. Expected: unknown. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
void count(unsigned *p) {
  while (__VERIFIER_nondet_int()) {
    if (*p < 100) *p += 1; else *p = 0;
    assert(*p <= 100);
  }
}
int main(void) {
  unsigned x = 0;
  count(&x);
  return 0;
}
