/* Concrete-speed benchmark: 60x60 integer matrix product, repeated 3 times. */
#include <stdio.h>
#define N 60
static long x[N][N], y[N][N], z[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { x[i][j] = (i * 7 + j) % 13; y[i][j] = (i + j * 3) % 11; }
  for (int r = 0; r < 3; r++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        long s = 0;
        for (int k = 0; k < N; k++) s += x[i][k] * y[k][j];
        z[i][j] = s + r;
      }
  long t = 0;
  for (int i = 0; i < N; i++) t += z[i][i];
  printf("%ld\n", t);
  return 0;
}
