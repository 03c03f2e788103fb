/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
void f(int x) {
  while (x >= 0) {
    x--;
  }
}
