/* TERMINATION entry=f bv=T math=N complexity=linear witness_bv=- witness_math=0,1 */
/* x counts down, wrapping from 0 to 255, until it meets y. */
void f(unsigned char x, unsigned char y) {
  while (x != y) {
    x--;
  }
}
