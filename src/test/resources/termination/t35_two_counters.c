/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
void f(int x, int y) {
  while (x > 0 && y > 0) {
    x--;
    y--;
  }
}
