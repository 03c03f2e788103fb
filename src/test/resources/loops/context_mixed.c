extern int __VERIFIER_nondet_int(void);
int h(int m) {
  int c = 0;
  while (m > 0) { /* LOOP inner=12 witness=3 outer=max(0,m) context=h(12):12,h(n):8 */
    m--;
    c++;
  }
  return c;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 8) return 0;
  return h(n) + h(12);
}
