/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=-2147483648 witness_math=- */
/* -x stays negative only at INT_MIN. */
void f(int x) {
  while (x < 0) {
    x = -x;
  }
  while (x > 0) {
    x--;
  }
}
