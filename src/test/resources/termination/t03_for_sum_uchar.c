/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
int f(unsigned char n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += i;
  }
  return s;
}
