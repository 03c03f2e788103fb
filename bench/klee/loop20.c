/* bench/klee: the same branch 20 times in a loop over 20 symbolic bytes (1,048,576 paths). */
#include <effigy.h>

int main(void) {
  unsigned char in[20];
  effigy_symbolic(in, sizeof in, "in");
  int count = 0;
  for (int i = 0; i < 20; i++)
    if (in[i] > 100) count++;
  return count;
}
