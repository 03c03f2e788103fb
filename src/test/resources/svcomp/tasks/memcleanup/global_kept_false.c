/* LP64: false (valid-memcleanup): the block the global points to is still allocated when main returns (no leak: it is still reachable); inputs: 1 */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int *cache;

int main() {
  cache = malloc(2 * sizeof(int));
  cache[0] = 1;
  if (__VERIFIER_nondet_int()) {
    cache[1] = 2;
    return 1;
  }
  free(cache);
  return 0;
}
