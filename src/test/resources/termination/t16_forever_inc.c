/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=0 witness_math=0 */
void f(int x) {
  while (1) {
    x++;
  }
}
