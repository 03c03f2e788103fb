/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
int a[10];

int f(int seed) {
  for (int i = 0; i < 10; i++) {
    a[i] = (seed * (i + 3)) % 17;
  }
  int swapped = 1;
  while (swapped) {
    swapped = 0;
    for (int i = 0; i < 9; i++) {
      if (a[i] > a[i + 1]) {
        int t = a[i];
        a[i] = a[i + 1];
        a[i + 1] = t;
        swapped = 1;
      }
    }
  }
  return a[0];
}
