/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
int f(unsigned int x) {
  int c = 0;
  while (x > 0) {
    c += x & 1;
    x >>= 1;
  }
  return c;
}
