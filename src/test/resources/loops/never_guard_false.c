extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 20) return 0;
  while (x > 20) { /* LOOP inner=0 witness=0 outer=0 */
    x--;
  }
  return x;
}
