/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=2 witness_math=2 */
/* Multiplying by 3 modulo 256 keeps x even, so an even x never reaches 7. */
void f(unsigned char s) {
  int x = s;
  while (x != 7) {
    x = (x * 3) % 256;
  }
}
