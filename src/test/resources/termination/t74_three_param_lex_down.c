/* TERMINATION entry=f bv=T math=T complexity=quadratic witness_bv=- witness_math=- */
/* The inner loop runs y times for each of the x outer steps; z only seeds the result. */
int f(unsigned char x, unsigned char y, unsigned char z) {
  int c = z;
  unsigned char i = x;
  while (i > 0) {
    unsigned char j = y;
    while (j > 0) {
      j--;
      c++;
    }
    i--;
  }
  return c;
}
