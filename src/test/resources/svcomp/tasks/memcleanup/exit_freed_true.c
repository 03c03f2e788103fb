/* LP64: true: the block is freed before exit() on every path, and on a path that calls abort() nothing is allocated */
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);

int main() {
  unsigned n = __VERIFIER_nondet_uint();
  if (n == 0) abort();
  if (n > 64) n = 64;
  unsigned *squares = calloc(n, sizeof *squares);
  for (unsigned i = 0; i < n; i++) squares[i] = i * i;
  unsigned last = squares[n - 1];
  free(squares);
  exit(last > 100 ? 1 : 0);
}
