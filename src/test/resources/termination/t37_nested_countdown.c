/* TERMINATION entry=f bv=T math=T complexity=quadratic witness_bv=- witness_math=- */
void f(unsigned char n) {
  unsigned char i = n;
  while (i > 0) {
    unsigned char j = i;
    while (j > 0) {
      j--;
    }
    i--;
  }
}
