/*
 * bsort: bubble sort over a fixed global array of twelve ints, followed by a
 * check that the result is ascending and a position-weighted checksum.
 * Deterministic: no inputs.
 */
#define N 12

static int data[N] = {34, -5, 17, 0, 99, 23, 23, -41, 8, 61, 2, 15};

static void swap(int *a, int *b)
{
  int t = *a;
  *a = *b;
  *b = t;
}

static void bsort(int *a, int n)
{
  int i, j;
  _Pragma("loopbound min 11 max 11")
  for (i = 0; i < n - 1; i++) {
    _Pragma("loopbound min 1 max 11")
    for (j = 0; j < n - 1 - i; j++) {
      if (a[j] > a[j + 1])
        swap(&a[j], &a[j + 1]);
    }
  }
}

static int ascending(const int *a, int n)
{
  int i;
  _Pragma("loopbound min 11 max 11")
  for (i = 1; i < n; i++) {
    if (a[i - 1] > a[i])
      return 0;
  }
  return 1;
}

static int checksum(const int *a, int n)
{
  int i, s = 0;
  _Pragma("loopbound min 12 max 12")
  for (i = 0; i < n; i++) {
    s = s + (i + 1) * a[i];
  }
  return s;
}

int main(void)
{
  int s;
  bsort(data, N);
  if (!ascending(data, N))
    return 1;
  s = checksum(data, N);
  return s == 2796 ? 0 : 2;
}
