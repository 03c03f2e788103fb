/* TERMINATION entry=f bv=T math=T complexity=linear witness_bv=- witness_math=- */
/* Lexicographic ranking (x, y): y is reset to 100 whenever x drops. */
void f(int x, int y) {
  while (x > 0) {
    if (y > 0) {
      y--;
    } else {
      x--;
      y = 100;
    }
  }
}
