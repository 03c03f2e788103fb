/* TERMINATION entry=f bv=T math=T complexity=cubic witness_bv=- witness_math=- */
unsigned int f(unsigned char n) {
  unsigned int c = 0;
  for (unsigned int i = 0; i < n; i++) {
    for (unsigned int j = 0; j < n; j++) {
      for (unsigned int k = 0; k < n; k++) {
        c++;
      }
    }
  }
  return c;
}
