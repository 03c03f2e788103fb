extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 21) return 0;
  int s = 0;
  for (int i = n; i > 0; i -= 2) { /* LOOP inner=11 witness=21 outer=11 */
    s += i;
  }
  return s;
}
