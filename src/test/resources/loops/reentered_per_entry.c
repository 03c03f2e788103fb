extern int __VERIFIER_nondet_int(void);
int main(void) {
  int s = 0;
  for (int i = 0; i < 5; i++) { /* LOOP inner=5 witness=0,0,0,0,0 outer=5 */
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k > 10) return 0;
    for (int j = 0; j < k; j++) { /* LOOP inner=10 witness=10,0,0,0,0 outer=10 */
      s++;
    }
  }
  return s;
}
