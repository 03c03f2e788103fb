/* Two variables stepping together: from an arbitrary state the assertion can fail in the first iteration,
   never after a passing one, so the inductive step holds for k = 1. Expected: true by k-induction. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned i = 0, j = 0;
  while (__VERIFIER_nondet_int()) {
    i += 2;
    j += 2;
    assert(i == j);
  }
  return 0;
}
