/* TERMINATION entry=f bv=T math=N complexity=linear witness_bv=- witness_math=101 */
/* n + 1 is converted back to unsigned char, so n always comes round to 100. */
void f(unsigned char n) {
  if (n == 100) {
    return;
  }
  f(n + 1);
}
