/* An invariant k-induction cannot find at any k: x stays even, but the assertion x != 7 is not
   k-inductive (x = 7 - 2k passes k checks, then fails). Expected: unknown (and never false). */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    x += 2;
    assert(x != 7);
  }
  return 0;
}
