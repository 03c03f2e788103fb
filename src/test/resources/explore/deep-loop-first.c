/* A program built for the coverage search: the true side of the first branch is a loop of ten branches on
   fresh inputs (2^10 = 1024 paths through the same few blocks, covered by the first of them); the false side
   is new code, five more blocks that depth-first search reaches only after the loop's 1024 leaves. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int s = 0;
  if (__VERIFIER_nondet_int() > 0) {
    for (int i = 0; i < 10; i++) {
      if (__VERIFIER_nondet_int() > 0) s++; else s--;
    }
    return s;
  }
  int y = __VERIFIER_nondet_int();
  if (y == 1) return 10;
  if (y == 2) return 20;
  if (y == 3) return 30;
  return 0;
}
