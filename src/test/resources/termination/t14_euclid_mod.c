/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
unsigned int f(unsigned int a, unsigned int b) {
  while (b != 0) {
    unsigned int t = a % b;
    a = b;
    b = t;
  }
  return a;
}
