extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) return 0;
  int s = 0;
  if (n > 30) {
    for (int i = 0; i < n; i++) { /* LOOP inner=0 witness=5 outer=0 */
      s++;
    }
  }
  return s;
}
