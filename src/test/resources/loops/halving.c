extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 1000) return 0;
  int c = 0;
  while (n > 1) { /* LOOP inner=9 witness=512 outer=9 */
    n /= 2;
    c++;
  }
  return c;
}
