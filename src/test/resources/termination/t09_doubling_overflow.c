/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=2147483647 witness_math=- */
/* With n > 2^30, i doubles past INT_MAX to INT_MIN and then to 0, and stays 0 < n. */
void f(int n) {
  int i = 1;
  while (i < n) {
    i = i * 2;
  }
}
