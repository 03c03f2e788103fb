/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
int f(unsigned int n) {
  if (n <= 1) {
    return 0;
  }
  return 1 + f(n / 2);
}
