/* A loop whose callee counts in a global: the havoc of the inductive step must take the global too (a step from
   g = 0 would prove g < 20 for ever). Expected: false, found by the base case after 20 iterations. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int g;
void step(void) { g = g + 1; }
int main(void) {
  while (__VERIFIER_nondet_int()) {
    step();
    assert(g < 20);
  }
  return 0;
}
