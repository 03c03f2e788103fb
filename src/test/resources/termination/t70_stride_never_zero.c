/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1 witness_math=1 */
/* j mod 2^28 never changes, so j = 1 never becomes 0 (nor, unbounded, stops growing). */
void f(unsigned int j) {
  while (j > 0) {
    j += 0x10000000u;
  }
}
