/* bench/klee: the same branch 16 times in a loop over 16 symbolic bytes (65,536 paths). */
#include <effigy.h>

int main(void) {
  unsigned char in[16];
  effigy_symbolic(in, sizeof in, "in");
  int count = 0;
  for (int i = 0; i < 16; i++)
    if (in[i] > 100) count++;
  return count;
}
