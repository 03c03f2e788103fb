extern int __VERIFIER_nondet_int(void);
int main(void) {
  int c = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  if (c < 0 || c > 1) return 0;
  if (n < 0 || n > 10) return 0;
  int m;
  if (c) m = 2 * n; else m = n;
  int s = 0;
  for (int i = 0; i < m; i++) { /* LOOP inner=20 witness=1,10 outer=m */
    s += i;
  }
  return s;
}
