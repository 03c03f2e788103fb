/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=100 witness_math=100 */
/* Searches a ring buffer without a step limit: a key that is absent loops for ever. */
int ring[8] = {4, 8, 15, 16, 23, 42, 7, 1};

int f(int k) {
  int i = 0;
  while (ring[i] != k) {
    i = (i + 1) % 8;
  }
  return i;
}
