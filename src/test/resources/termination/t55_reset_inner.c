/* TERMINATION entry=f bv=T math=T complexity=quadratic witness_bv=- witness_math=- */
void f(int x, int y) {
  while (x > 0) {
    y = x;
    while (y > 0) {
      y--;
    }
    x--;
  }
}
