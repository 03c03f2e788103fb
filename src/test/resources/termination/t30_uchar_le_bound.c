/* TERMINATION entry=f bv=N math=T complexity=- witness_bv=255 witness_math=- */
/* j <= x always holds at x = 255: j wraps from 255 to 0. */
void f(unsigned char x) {
  unsigned char j = 0;
  while (j <= x) {
    j = j + 1;
  }
}
