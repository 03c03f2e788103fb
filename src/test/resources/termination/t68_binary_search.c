/* TERMINATION entry=f bv=T math=T complexity=constant witness_bv=- witness_math=- */
int sorted[16] = {1, 3, 4, 7, 9, 12, 15, 20, 22, 30, 31, 40, 55, 60, 71, 99};

int f(int key) {
  int lo = 0;
  int hi = 16;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (sorted[mid] < key) {
      lo = mid + 1;
    } else {
      hi = mid;
    }
  }
  return lo;
}
