/*
 * insertsort: insertion sort of two fixed arrays. The inner loop shifts the
 * elements greater than the key, so its iteration count depends on the data.
 * The inner annotation is deliberately too low (see README.md).
 * Deterministic: no inputs.
 */
#define N 10

static int first[N] = {7, 3, 9, 1, 12, 5, 5, 0, 11, 4};
static int second[N] = {20, 18, 16, 14, 12, 10, 8, 6, 4, 2};

static void insertion_sort(int *a, int n)
{
  int i, j, key;
  _Pragma("loopbound min 9 max 9")
  for (i = 1; i < n; i++) {
    key = a[i];
    j = i;
    _Pragma("loopbound min 0 max 6") /* WRONG: too low */
    while (j > 0 && a[j - 1] > key) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = key;
  }
}

static int inversions(const int *a, int n)
{
  int i, count = 0;
  _Pragma("loopbound min 9 max 9")
  for (i = 1; i < n; i++) {
    if (a[i - 1] > a[i])
      count++;
  }
  return count;
}

int main(void)
{
  insertion_sort(first, N);
  insertion_sort(second, N);
  if (inversions(first, N) != 0)
    return 1;
  if (inversions(second, N) != 0)
    return 2;
  return first[0] + second[N - 1];
}
