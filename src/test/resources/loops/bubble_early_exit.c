extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[5];
  for (int k = 0; k < 5; k++) { /* LOOP inner=5 witness=0,0,0,0,0 outer=5 */
    a[k] = __VERIFIER_nondet_int();
    if (a[k] < 0 || a[k] > 9) return 0;
  }
  for (int i = 0; i < 4; i++) { /* LOOP inner=4 witness=4,3,2,1,0 outer=4 */
    int swapped = 0;
    for (int j = 0; j < 4 - i; j++) { /* LOOP inner=4 witness=0,0,0,0,0 outer=4 */
      if (a[j] > a[j + 1]) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
        swapped = 1;
      }
    }
    if (!swapped) break;
  }
  return a[0];
}
