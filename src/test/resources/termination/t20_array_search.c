/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
int a[16] = {3, 9, 27, 1, 4, 16, 64, 2, 8, 5, 25, 7, 49, 11, 0, 6};

int f(int key) {
  int i = 0;
  while (i < 16 && a[i] != key) {
    i++;
  }
  return i;
}
