/* TERMINATION entry=f bv=T math=T complexity=exponential witness_bv=- witness_math=- */
/* Counts down from 2^n (0 once n >= 32 because the product wraps). */
void f(unsigned char n) {
  unsigned int c = 1;
  for (unsigned char i = 0; i < n; i++) {
    c = c * 2;
  }
  while (c > 0) {
    c--;
  }
}
