extern int __VERIFIER_nondet_int(void);
int main(void) {
  int s = 0;
  while (1) { /* LOOP inner=unbounded witness=- outer=unbounded */
    int x = __VERIFIER_nondet_int();
    if (x <= 0 || x > 20) break;
    for (int j = 0; j < x; j++) { /* LOOP inner=20 witness=20,0 outer=x */
      s = (s + j) % 1000;
    }
  }
  return s;
}
