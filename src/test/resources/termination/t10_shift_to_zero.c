/* TERMINATION entry=f bv=T math=N complexity=constant witness_bv=- witness_math=1 */
/* Terminates only because the shift drops bits: at most 32 steps with 32-bit unsigned. */
void f(unsigned int x) {
  while (x != 0) {
    x <<= 1;
  }
}
