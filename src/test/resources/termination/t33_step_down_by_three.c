/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
int f(int x) {
  while (x > 10) {
    x -= 3;
  }
  return x;
}
