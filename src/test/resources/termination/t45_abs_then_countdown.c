/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
/* At INT_MIN, -x wraps to INT_MIN and the loop does not run. */
void f(int x) {
  if (x < 0) {
    x = -x;
  }
  while (x > 0) {
    x--;
  }
}
