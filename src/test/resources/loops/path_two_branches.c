extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 10) return 0;
  int n;
  if (x > 5) n = x - 5; else n = x + 3;
  int s = 0;
  for (int i = 0; i < n; i++) { /* LOOP inner=8 witness=5 outer=8 */
    s += 2;
  }
  return s;
}
