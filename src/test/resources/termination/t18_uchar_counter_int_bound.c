/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=256 witness_math=- */
/* An unsigned char counter can never reach a bound above 255. */
void f(int n) {
  unsigned char i = 0;
  while (i < n) {
    i++;
  }
}
