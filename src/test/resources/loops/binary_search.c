extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[16];
  for (int k = 0; k < 16; k++) { /* LOOP inner=16 witness=0 outer=16 */
    a[k] = 2 * k;
  }
  int key = __VERIFIER_nondet_int();
  if (key < 0 || key > 40) return 0;
  int lo = 0, hi = 15;
  while (lo <= hi) { /* LOOP inner=5 witness=40 outer=5 */
    int mid = (lo + hi) / 2;
    if (a[mid] == key) return mid;
    if (a[mid] < key) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}
