/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1 witness_math=1 */
/* Odd x never equals 10. */
void f(unsigned int x) {
  while (x != 10) {
    x += 2;
  }
}
