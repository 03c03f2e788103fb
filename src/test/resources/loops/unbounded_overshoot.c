extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 20) return 0;
  while (x != 10) { /* LOOP inner=unbounded witness=- outer=unbounded */
    if (x < 10) x++;
  }
  return x;
}
