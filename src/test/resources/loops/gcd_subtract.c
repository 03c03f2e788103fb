extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 1 || a > 20) return 0;
  if (b < 1 || b > 20) return 0;
  while (a != b) { /* LOOP inner=19 witness=20,19 outer=19 */
    if (a > b) a -= b; else b -= a;
  }
  return a;
}
