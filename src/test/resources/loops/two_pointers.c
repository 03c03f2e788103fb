extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
  int i = 0, j = n;
  while (i < j) { /* LOOP inner=10 witness=20 outer=10 */
    i++;
    j--;
  }
  return i;
}
