/* A loop with no exit at all (no condition, no break): jumped over, nothing follows it (campaign case 2549 of seed 23,
   an internal error); main never ends, which the analysis must not deny. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int s = 0;
  for (;;) {
    if (__VERIFIER_nondet_int() > 0) s++; else s--;
  }
}
