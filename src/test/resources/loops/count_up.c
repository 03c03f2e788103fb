extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
  int s = 0;
  for (int i = 0; i < n; i++) { /* LOOP inner=20 witness=20 outer=20 */
    s += i;
  }
  return s;
}
