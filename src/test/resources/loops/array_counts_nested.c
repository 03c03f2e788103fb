extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a[5];
  for (int k = 0; k < 5; k++) { /* LOOP inner=5 witness=0,0,0,0,0 outer=5 */
    a[k] = __VERIFIER_nondet_int();
    if (a[k] < 0 || a[k] > 5) return 0;
  }
  int s = 0;
  for (int j = 0; j < 5; j++) { /* LOOP inner=5 witness=0,0,0,0,0 outer=5 */
    for (int k = 0; k < a[j]; k++) { /* LOOP inner=5 witness=5,0,0,0,0 outer=5 */
      s++;
    }
  }
  return s;
}
