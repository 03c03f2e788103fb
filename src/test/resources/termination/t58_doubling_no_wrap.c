/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
/* i <= n / 2 keeps i * 2 below 2^32. */
unsigned int f(unsigned int n) {
  unsigned int i = 1;
  while (i <= n / 2) {
    i *= 2;
  }
  return i;
}
