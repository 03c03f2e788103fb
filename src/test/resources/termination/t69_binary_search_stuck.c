/* TERMINATION entry=f bv=N math=N complexity=- witness_bv=1000 witness_math=1000 */
/* lo = mid instead of mid + 1: once hi == lo + 1 with sorted[lo] < key, nothing changes. */
int sorted[16] = {1, 3, 4, 7, 9, 12, 15, 20, 22, 30, 31, 40, 55, 60, 71, 99};

int f(int key) {
  int lo = 0;
  int hi = 16;
  while (lo < hi) {
    int mid = (lo + hi) / 2;
    if (sorted[mid] < key) {
      lo = mid;
    } else {
      hi = mid;
    }
  }
  return lo;
}
