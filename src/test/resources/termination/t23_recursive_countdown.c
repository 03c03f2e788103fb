/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
void f(unsigned char n) {
  if (n > 0) {
    f(n - 1);
  }
}
