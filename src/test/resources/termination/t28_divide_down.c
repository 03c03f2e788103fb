/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
int f(int x, int y) {
  int c = 0;
  while (x > 0 && y > 1) {
    x = x / y;
    c++;
  }
  return c;
}
