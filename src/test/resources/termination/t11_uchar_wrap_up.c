/* TERMINATION entry=f bv=T math=N complexity=linear witness_bv=- witness_math=1 */
/* Like fig1's g, on unsigned char: j counts up and wraps to 0 after 256 - j steps. */
void f(unsigned char j) {
  while (j > 0) {
    j++;
  }
}
