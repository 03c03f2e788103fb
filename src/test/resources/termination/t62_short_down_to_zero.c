/* TERMINATION entry=f bv=T math=N complexity=linear witness_bv=- witness_math=-1 */
/* A negative short counts down, wraps to 32767, and comes down to 0. */
void f(short x) {
  while (x != 0) {
    x--;
  }
}
