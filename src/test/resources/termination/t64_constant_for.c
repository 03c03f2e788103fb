/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
int f(int x) {
  int i;
  for (i = 0; i < 10; i++) {
    x = x + i;
  }
  return x;
}
