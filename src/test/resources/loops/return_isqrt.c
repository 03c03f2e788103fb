extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 400) return 0;
  for (int i = 0; i < 100; i++) { /* LOOP inner=21 witness=400 outer=21 */
    if (i * i >= n) return i;
  }
  return -1;
}
