/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1 witness_math=1 */
/* i only takes even values, so an odd n is never hit. */
void f(int n) {
  for (int i = 0; i != n; i += 2) {
  }
}
