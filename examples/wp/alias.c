int f(int i, int j) {
  int a[4];
  int *p = &a[i & 3], *q = &a[j & 3];
  *p = 1;
  *q = 2;
  if (*p == 1) return 1;    /* true exactly when p != q */
  return 0;
}
