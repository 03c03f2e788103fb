extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
  while (n % 7 != 0) { /* LOOP inner=6 witness=1 outer=6 */
    n++;
  }
  return n;
}
