extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) return 0;
  int s = 0;
  for (int i = 0; i < n; i++) { /* LOOP inner=10 witness=10 outer=10 */
    for (int j = 0; j < i && i > 100; j++) { /* LOOP inner=0 witness=10 outer=0 */
      s++;
    }
  }
  return s;
}
