/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=4 witness_math=4 */
/* Follows next[] from s % 8: entries 1..3 lead to 0, entries 4..7 form a cycle. */
int next[8] = {0, 2, 3, 0, 5, 6, 7, 4};

void f(unsigned char s) {
  int i = s % 8;
  while (i != 0) {
    i = next[i];
  }
}
