/*
 * matmult: multiplies two 4x4 integer matrices filled from a small linear
 * congruential sequence, then takes the trace of the product.
 * Deterministic: no inputs.
 */
#define DIM 4

static int a[DIM][DIM];
static int b[DIM][DIM];
static int c[DIM][DIM];
static unsigned seed = 17u;

static int next_value(void)
{
  seed = seed * 1103515245u + 12345u;
  return (int) ((seed >> 16) % 19u) - 9;
}

static void fill(int m[DIM][DIM])
{
  int i, j;
  _Pragma("loopbound min 4 max 4")
  for (i = 0; i < DIM; i++) {
    _Pragma("loopbound min 4 max 4")
    for (j = 0; j < DIM; j++) {
      m[i][j] = next_value();
    }
  }
}

static void multiply(int x[DIM][DIM], int y[DIM][DIM], int z[DIM][DIM])
{
  int i, j, k, sum;
  _Pragma("loopbound min 4 max 4")
  for (i = 0; i < DIM; i++) {
    _Pragma("loopbound min 4 max 4")
    for (j = 0; j < DIM; j++) {
      sum = 0;
      _Pragma("loopbound min 4 max 4")
      for (k = 0; k < DIM; k++) {
        sum += x[i][k] * y[k][j];
      }
      z[i][j] = sum;
    }
  }
}

static int trace(int m[DIM][DIM])
{
  int i, t = 0;
  _Pragma("loopbound min 4 max 4")
  for (i = 0; i < DIM; i++) {
    t += m[i][i];
  }
  return t;
}

int main(void)
{
  fill(a);
  fill(b);
  multiply(a, b, c);
  return trace(c) & 255;
}
