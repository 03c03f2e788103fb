/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
int f(unsigned char m, unsigned char n) {
  if (m == 0) {
    return n;
  }
  return f(m - 1, n + 1);
}
