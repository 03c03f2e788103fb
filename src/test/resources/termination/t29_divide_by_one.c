/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1,1 witness_math=1,1 */
/* y = 1 leaves x unchanged. */
void f(int x, int y) {
  while (x > 0 && y > 0) {
    x = x / y;
  }
}
