extern int __VERIFIER_nondet_int(void);
int main(void) {
  int c = 0;
  while (__VERIFIER_nondet_int() != 0) { /* LOOP inner=unbounded witness=- outer=unbounded */
    c = 1 - c;
  }
  return c;
}
