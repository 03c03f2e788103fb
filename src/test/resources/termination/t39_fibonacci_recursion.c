/* TERMINATION entry=f bv=T math=T complexity=exponential witness_bv=- witness_math=- */
int f(unsigned char n) {
  if (n < 2) {
    return n;
  }
  return f(n - 1) + f(n - 2);
}
