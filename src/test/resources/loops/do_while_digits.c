extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 500) return 0;
  int d = 0;
  do { /* LOOP inner=3 witness=100 outer=3 */
    d++;
    n /= 10;
  } while (n > 0);
  return d;
}
