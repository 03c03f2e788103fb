/* k-induction: x counts up to 100 and starts again at 0, for as long as the input says. No bound on the
   loop, so BMC alone can only say unknown; the inductive step holds for k = 1: from any x, one iteration
   leaves x in [0, 100]. Expected: true by k-induction with k = 1. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++; else x = 0;
    assert(x <= 100);
  }
  return 0;
}
