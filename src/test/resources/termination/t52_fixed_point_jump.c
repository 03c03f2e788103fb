/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=0 witness_math=0 */
/* Stops at a fixed point of jump[]: only index 3 is one; 0,1,2 and 4,5 cycle. */
int jump[6] = {1, 2, 0, 3, 5, 4};

void f(unsigned char k) {
  int i = k % 6;
  while (jump[i] != i) {
    i = jump[i];
  }
}
