extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) return 0;
  int m = 0;
  for (int i = 0; i < n; i++) { /* LOOP inner=10 witness=10 outer=10 */
    m += 2;
  }
  int s = 0;
  for (int j = 0; j < m; j++) { /* LOOP inner=20 witness=10 outer=20 */
    s += j;
  }
  return s;
}
