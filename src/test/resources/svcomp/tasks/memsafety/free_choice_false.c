/* ILP32: false (valid-free): i = 0: the second free frees a again; inputs: 0 */
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  char *a = malloc(4), *b = malloc(4);
  unsigned char i = __VERIFIER_nondet_uchar();
  free(a);
  free(i < 100 ? a : b);
  if (i < 100) free(b);
  return 0;
}
