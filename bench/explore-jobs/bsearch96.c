/* bench/explore-jobs: binary search for a symbolic key in 96 sorted symbolic ints (193 paths: found at each
   of the 96 positions, or not found in each of the 97 gaps); bench/klee/bsearch32.c with three times the array. */
#include <effigy.h>

int main(void) {
  int a[96];
  int key;
  effigy_symbolic(a, sizeof a, "a");
  effigy_symbolic(&key, sizeof key, "key");
  for (int i = 0; i + 1 < 96; i++)
    __VERIFIER_assume(a[i] < a[i + 1]);
  int lo = 0, hi = 95;
  while (lo <= hi) {
    int mid = lo + (hi - lo) / 2;
    if (a[mid] == key) return mid;
    if (a[mid] < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
