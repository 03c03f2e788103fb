extern int __VERIFIER_nondet_int(void);
int main(void) {
  int step = __VERIFIER_nondet_int();
  int t = __VERIFIER_nondet_int();
  if (step < 0 || step > 5) return 0;
  if (t < 0 || t > 20) return 0;
  int s = 0;
  while (s < t) { /* LOOP inner=unbounded witness=- outer=unbounded */
    s += step;
  }
  return s;
}
