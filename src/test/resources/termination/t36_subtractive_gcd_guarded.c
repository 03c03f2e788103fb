/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
/* When x == y the else branch sets y to 0, which ends the loop. */
int f(int x, int y) {
  while (x > 0 && y > 0) {
    if (x > y) {
      x = x - y;
    } else {
      y = y - x;
    }
  }
  return x + y;
}
