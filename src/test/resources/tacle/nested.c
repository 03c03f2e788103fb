/*
 * nested: janne_complex-style nested loops whose inner iteration count depends
 * on both outer variables, which the inner loop itself changes. Written for
 * Effigy; the constants differ from the TACLeBench program.
 * Inputs: x and y, each restricted to 0..25.
 */
/* INPUTS: -1..26, -1..26 */
extern int __VERIFIER_nondet_int(void);

static int steps;

static void nest(int x, int y)
{
  _Pragma("loopbound min 0 max 6")
  while (x < 24) {
    _Pragma("loopbound min 0 max 7")
    while (y < x) {
      if (y > 4)
        y = y * 2;
      else
        y = y + 3;
      if (y % 7 == 0)
        x = x + 5;
      else
        x = x + 1;
      steps++;
    }
    x = x + 3;
    y = y - 8;
  }
}

int main(void)
{
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < 0 || x > 25 || y < 0 || y > 25)
    return 0;
  steps = 0;
  nest(x, y);
  return steps;
}
