/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1,0 witness_math=1,0 */
/* A non-positive step d never brings x down. */
void f(int x, int d) {
  while (x > 0) {
    x -= d;
  }
}
