extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 6) return 0;
  int s = 0;
  for (int i = 0; i < n; i++) { /* LOOP inner=6 witness=6 outer=6 */
    for (int j = 0; j < i; j++) { /* LOOP inner=5 witness=6 outer=5 */
      for (int k = 0; k < j; k++) { /* LOOP inner=4 witness=6 outer=4 */
        s++;
      }
    }
  }
  return s;
}
