/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
void f(unsigned char a, unsigned char b, unsigned char c) {
  while (a > 0) {
    if (c > 0) {
      c--;
    } else if (b > 0) {
      b--;
      c = 10;
    } else {
      a--;
      b = 10;
      c = 10;
    }
  }
}
