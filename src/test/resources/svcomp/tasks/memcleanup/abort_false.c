/* ILP32: false (valid-memcleanup): abort() ends the program with the buffer still allocated when the input is negative; inputs: -1 */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main() {
  char *buffer = malloc(16);
  int n = __VERIFIER_nondet_int();
  if (n < 0) abort();
  buffer[n % 16] = 'x';
  free(buffer);
  return 0;
}
