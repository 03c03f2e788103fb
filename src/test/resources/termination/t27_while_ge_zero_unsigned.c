/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=0 witness_math=- */
/* x >= 0 always holds for unsigned x; with mathematical integers x reaches -1. */
void f(unsigned int x) {
  while (x >= 0) {
    x--;
  }
}
