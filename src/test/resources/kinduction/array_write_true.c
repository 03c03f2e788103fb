/* The loop writes memory (an array element): k-induction havocs only variables, so this loop is unwound,
   not havocked, and its bound stays reachable. Expected: unknown. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[2] = {0, 0};
  unsigned x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++; else x = 0;
    a[x % 2] = 1;
    assert(x <= 100);
  }
  return a[0];
}
