/* TERMINATION entry=f bv=T math=T complexity=log witness_bv=- witness_math=- */
int f(int x) {
  int c = 0;
  do {
    c++;
    x = x / 10;
  } while (x != 0);
  return c;
}
