/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
/* The inner loop starts at j = n > i and never runs. */
int f(int n) {
  int c = 0;
  for (int i = 0; i < n; i++) {
    for (int j = n; j < i; j++) {
      c++;
    }
  }
  return c;
}
