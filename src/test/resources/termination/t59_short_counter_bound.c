/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=32767 witness_math=- */
/* A short counter wraps from 32767 to -32768 before reaching n + 1 = 32768. */
void f(short n) {
  short i = 0;
  while (i < n + 1) {
    i++;
  }
}
