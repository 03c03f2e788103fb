/* Concrete-speed benchmark: sieve of Eratosthenes below 300000, counting primes. */
#include <stdio.h>
static char composite[300000];
int main(void) {
  int count = 0;
  for (int i = 2; i < 300000; i++) {
    if (!composite[i]) {
      count++;
      for (long j = (long) i * i; j < 300000; j += i) composite[j] = 1;
    }
  }
  printf("%d\n", count);
  return 0;
}
