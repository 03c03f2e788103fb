/* The error depends on what the array carries from one iteration to the next: a[0] grows by one every
   fourth iteration and reaches 5 after 17 of them. A havocked array must not hide it: the step fails,
   and the base case finds it at the bound 32. Expected: false. */
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[4] = {0, 0, 0, 0};
  unsigned i = 0;
  while (__VERIFIER_nondet_int()) {
    a[i % 4] += 1;
    i++;
    assert(a[0] < 5);
  }
  return 0;
}
