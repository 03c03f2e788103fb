/* TERMINATION entry=f bv=T math=T complexity=cubic witness_bv=- witness_math=- */
int f(int n) {
  int c = 0;
  for (int i = 0; i < n; i++) {
    for (int j = i; j < n; j++) {
      for (int k = j; k < n; k++) {
        c++;
      }
    }
  }
  return c;
}
