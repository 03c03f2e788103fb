/* TERMINATION entry=f bv=T math=N complexity=constant witness_bv=- witness_math=1 */
/* x doubles until it wraps to a value <= 0 (at most 31 steps with -fwrapv). */
void f(int x) {
  while (x > 0) {
    x = x * 2;
  }
}
