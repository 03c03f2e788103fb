/* TERMINATION entry=even bv=T math=T complexity=linear witness_bv=- witness_math=- */
int odd(unsigned char n);

int even(unsigned char n) {
  if (n == 0) {
    return 1;
  }
  return odd(n - 1);
}

int odd(unsigned char n) {
  if (n == 0) {
    return 0;
  }
  return even(n - 1);
}
