extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) return 0;
  int i = 0;
  do { /* LOOP inner=10 witness=10 outer=10 */
    i++;
  } while (i < n);
  return i;
}
