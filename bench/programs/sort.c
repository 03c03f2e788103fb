/* Concrete-speed benchmark: insertion sort of 2000 pseudo-random ints, then a checksum. */
#include <stdio.h>
static int a[2000];
int main(void) {
  unsigned int seed = 12345;
  for (int i = 0; i < 2000; i++) { seed = seed * 1103515245u + 12345u; a[i] = (int) (seed >> 8) % 100000; }
  for (int i = 1; i < 2000; i++) {
    int v = a[i], j = i - 1;
    while (j >= 0 && a[j] > v) { a[j + 1] = a[j]; j--; }
    a[j + 1] = v;
  }
  unsigned long sum = 0;
  for (int i = 0; i < 2000; i++) sum = sum * 31 + (unsigned) a[i];
  printf("%lu\n", sum);
  return 0;
}
