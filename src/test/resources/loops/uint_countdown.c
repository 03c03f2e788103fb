extern unsigned int __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  if (n > 15) return 0;
  int c = 0;
  while (n--) { /* LOOP inner=15 witness=15 outer=15 */
    c++;
  }
  return c;
}
