/* TERMINATION entry=f bv=T math=N complexity=constant witness_bv=- witness_math=2 */
/* Modulo 2^32, repeated squaring reaches 0 (even x) or 1 (odd x) within 32 steps;
   with mathematical integers x = 2 grows for ever. */
void f(unsigned int x) {
  while (x > 1) {
    x = x * x;
  }
}
