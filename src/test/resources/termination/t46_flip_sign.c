/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1 witness_math=1 */
/* Odd x alternates 1, -1, 1, ... */
void f(int x) {
  while (x != 0) {
    if (x < 0) {
      x = -x;
    } else {
      x = x - 2;
    }
  }
}
