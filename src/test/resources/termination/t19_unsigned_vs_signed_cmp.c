/* TERMINATION entry=f bv=N math=- complexity=- witness_bv=-1 witness_math=- */
/* i < n compares as unsigned: n = -1 becomes UINT_MAX, which the stride-2^24 counter
   never reaches before wrapping to 0. The meaning relies on the unsigned conversion of n. */
void f(int n) {
  unsigned int i = 0;
  while (i < n) {
    i += 0x1000000u;
  }
}
