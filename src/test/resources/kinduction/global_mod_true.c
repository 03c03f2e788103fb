/* A global written by the loop: havocked like a local (its object's bytes). From an arbitrary int, k
   iterations of g = (g + 1) % 10 bring it into [0, 10) once k >= 9 (C's % keeps a negative g negative
   until it passes 0). Expected: true by k-induction. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g;
int main(void) {
  while (__VERIFIER_nondet_int()) {
    g = (g + 1) % 10;
    if (__VERIFIER_nondet_int()) break;
  }
  assert(g >= 0 && g < 10);
  return 0;
}
