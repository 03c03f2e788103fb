/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
int data[12] = {5, 3, 8, 1, 9, 2, 7, 4, 6, 10, 12, 11};

int f(int limit) {
  int i = 0;
  int s = 0;
  while (i < 12) {
    s += data[i];
    if (s > limit) {
      break;
    }
    i++;
  }
  return i;
}
