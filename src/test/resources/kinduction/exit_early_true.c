/* Paths that leave the loop early: a loop left after fewer than k iterations keeps its real start
   (the inductive step must not let an arbitrary x leave the loop at once and fail after it).
   Expected: true by k-induction. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = 0;
  while (__VERIFIER_nondet_int()) {
    x = (x + 1) % 10;
    if (__VERIFIER_nondet_int()) break;
  }
  assert(x >= 0 && x < 10);
  return 0;
}
