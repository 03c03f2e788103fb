/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
unsigned char f(unsigned char s) {
  unsigned char x = s;
  int n = 0;
  while (n < 1000) {
    x = x * 5 + 1;
    n++;
  }
  return x;
}
