/* A small C function for the golden file of 'effigy ir --json'. */
int abs_sum(int a[3], int n) {
  int s = 0;
  for (int i = 0; i < 3; i++) {
    if (a[i] < 0) s -= a[i];
    else s += a[i];
  }
  return n != 0 && s > n ? n : s;
}
