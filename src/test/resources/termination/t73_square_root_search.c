/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
/* Bisection for the integer square root of x: always 16 halvings of [0, 65536). */
unsigned int f(unsigned int x) {
  unsigned int lo = 0;
  unsigned int hi = 65536;
  while (hi - lo > 1) {
    unsigned int mid = lo + (hi - lo) / 2;
    if (mid * mid <= x && mid <= 65535) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}
