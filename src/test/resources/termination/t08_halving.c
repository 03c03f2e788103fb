/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
unsigned int f(unsigned int x) {
  unsigned int steps = 0;
  while (x > 1) {
    x = x / 2;
    steps++;
  }
  return steps;
}
