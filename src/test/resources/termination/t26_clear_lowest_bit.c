/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
/* x & (x - 1) clears the lowest set bit; at most one step per bit. */
int f(unsigned int x) {
  int c = 0;
  while (x != 0) {
    x = x & (x - 1);
    c++;
  }
  return c;
}
