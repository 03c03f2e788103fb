/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1 witness_math=1 */
/* Odd n steps over 0 and recurses for ever. */
int f(int n) {
  if (n == 0) {
    return 0;
  }
  return f(n - 2);
}
