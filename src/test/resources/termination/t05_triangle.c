/* TERMINATION entry=f bv=T math=T complexity=quadratic witness_bv=- witness_math=- */
int f(int n) {
  int c = 0;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      c = c + 1;
    }
  }
  return c;
}
