extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
  if (k < 0 || k > 20) return 0;
  int i;
  for (i = 0; i < n; i++) { /* LOOP inner=20 witness=20,20 outer=20 */
    if (i == k) break;
  }
  return i;
}
