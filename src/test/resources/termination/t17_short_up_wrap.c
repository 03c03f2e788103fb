/* TERMINATION entry=f bv=T math=N complexity=linear witness_bv=- witness_math=0 */
/* x counts up until the short wraps negative. */
void f(short x) {
  while (x >= 0) {
    x = x + 1;
  }
}
