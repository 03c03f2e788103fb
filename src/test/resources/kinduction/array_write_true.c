/* The loop writes memory (an array element): the array is havocked with the loop's variables (each byte
   arbitrary or as it was), and the inductive step holds for k = 1. Expected: true by k-induction. */
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
