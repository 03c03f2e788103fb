/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=0,1 witness_math=0,1 */
/* Subtractive gcd without a zero guard: a = 0 makes b -= 0 loop for ever. */
unsigned int f(unsigned int a, unsigned int b) {
  while (a != b) {
    if (a > b) {
      a -= b;
    } else {
      b -= a;
    }
  }
  return a;
}
