/* A loop that calls a function writing its static local: the call writes only that global, so the loop is
   havocked with it (its object's bytes) like a global the loop writes itself. From an arbitrary unsigned n,
   n = (n + 1) % 10 is below 10. Expected: true by k-induction with k = 1. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
unsigned tick(void) {
  static unsigned n;
  n = (n + 1) % 10;
  return n;
}
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    x = tick();
    assert(x < 10);
  }
  return 0;
}
