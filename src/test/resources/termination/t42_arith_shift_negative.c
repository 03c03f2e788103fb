/* TERMINATION entry=f bv=N math=- complexity=- witness_bv=-1 witness_math=- */
/* gcc shifts negative ints arithmetically: -1 >> 1 == -1 for ever. Relies on the
   implementation-defined right shift of a negative number. */
void f(int x) {
  while (x != 0) {
    x >>= 1;
  }
}
