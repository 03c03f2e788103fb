/* LP64: true: the pointer freed first depends on the input, and the second free frees the other block */
#include <stdlib.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  char *a = malloc(4), *b = malloc(4);
  unsigned char i = __VERIFIER_nondet_uchar();
  char *p = i < 100 ? a : b;
  p[0] = 1;
  free(p);
  free(i < 100 ? b : a);
  return 0;
}
