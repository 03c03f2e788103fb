/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
/* The loop condition is false on entry. */
int f(int n) {
  int i = 10;
  while (i < 5) {
    i++;
    n++;
  }
  return n;
}
