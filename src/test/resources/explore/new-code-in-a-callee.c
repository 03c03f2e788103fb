/* The coverage search through calls and returns: the loop's 1024 paths run in a function of their own, and the
   new code is in another function, called from main after the first branch's false side; a state in the loop's
   function is far from it (back to main's continuation, then into classify), the false side near. */
extern int __VERIFIER_nondet_int(void);

int classify(int y) {
  if (y == 1) return 10;
  if (y == 2) return 20;
  if (y == 3) return 30;
  return 0;
}

int loop(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) {
    if (__VERIFIER_nondet_int() > 0) s++; else s--;
  }
  return s;
}

int main(void) {
  int s;
  if (__VERIFIER_nondet_int() > 0) s = loop();
  else s = 1;
  if (s == 1) return classify(__VERIFIER_nondet_int());
  return s;
}
