/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=4294967295 witness_math=- */
/* Powers of 3 modulo 2^32 are never 2^32 - 1, so i < UINT_MAX holds for ever at n = UINT_MAX. */
void f(unsigned int n) {
  unsigned int i = 1;
  while (i < n) {
    i *= 3;
  }
}
