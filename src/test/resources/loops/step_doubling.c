extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) return 0;
  int s = 0;
  for (int i = 1; i < n; i *= 2) { /* LOOP inner=7 witness=100 outer=7 */
    s += i;
  }
  return s;
}
