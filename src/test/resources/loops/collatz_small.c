extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 20) return 0;
  int c = 0;
  while (n != 1) { /* LOOP inner=20 witness=19 outer=20 */
    if (n % 2) n = 3 * n + 1; else n = n / 2;
    c++;
  }
  return c;
}
