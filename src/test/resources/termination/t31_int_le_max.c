/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=2147483647 witness_math=- */
/* At x = INT_MAX, j <= x always holds because j wraps to INT_MIN; elsewhere at most 11 steps. */
void f(int x) {
  int j = x - 10;
  while (j <= x) {
    j++;
  }
}
