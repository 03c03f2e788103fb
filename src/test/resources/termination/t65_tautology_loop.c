/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=0 witness_math=0 */
void f(unsigned int x) {
  unsigned int y = x;
  while (y == y) {
    y = y * 5 + 3;
  }
}
