extern int __VERIFIER_nondet_int(void);
int g(int m) {
  int s = 0;
  for (int i = 0; i < m; i++) { /* LOOP inner=15 witness=10 outer=max(0,m) context=g(a):10,g(a+5):15 */
    s += i;
  }
  return s;
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 || a > 10) return 0;
  return g(a) + g(a + 5);
}
