/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
/* Eight nibbles of x, masked out one at a time. */
int f(unsigned int x) {
  int s = 0;
  for (int k = 0; k < 8; k++) {
    s += (x >> (4 * k)) & 0xFu;
  }
  return s;
}
