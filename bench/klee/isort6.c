/* bench/klee: insertion sort of 6 symbolic ints, then a sortedness check (720 paths, one per
   ordering; the check never fails). */
#include <effigy.h>

int main(void) {
  int a[6];
  effigy_symbolic(a, sizeof a, "a");
  for (int i = 1; i < 6; i++) {
    int x = a[i];
    int j = i;
    while (j > 0 && a[j - 1] > x) {
      a[j] = a[j - 1];
      j--;
    }
    a[j] = x;
  }
  for (int i = 0; i + 1 < 6; i++)
    __VERIFIER_assert(a[i] <= a[i + 1]);
  return 0;
}
