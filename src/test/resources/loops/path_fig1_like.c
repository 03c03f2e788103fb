extern int __VERIFIER_nondet_int(void);
int f(int a, int b) {
  int i = a;
  int s = 0;
  while (i < b) { /* LOOP inner=3 witness=4 outer=max(0,b-a) */
    s = s + i;
    i = i + 1;
  }
  return s;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -20 || x > 20) return 0;
  int y;
  if (x < 5) {
    y = f(1, x);
  } else {
    y = 0;
  }
  return y;
}
