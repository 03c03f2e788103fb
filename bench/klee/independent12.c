/* bench/klee: 12 independent branches on a 12-byte symbolic array (4,096 paths).
   KLEE twin: klee_make_symbolic(in, sizeof in, "in"). */
#include <effigy.h>

int main(void) {
  unsigned char in[12];
  effigy_symbolic(in, sizeof in, "in");
  int count = 0;
  if (in[0] > 100) count++;
  if (in[1] > 100) count++;
  if (in[2] > 100) count++;
  if (in[3] > 100) count++;
  if (in[4] > 100) count++;
  if (in[5] > 100) count++;
  if (in[6] > 100) count++;
  if (in[7] > 100) count++;
  if (in[8] > 100) count++;
  if (in[9] > 100) count++;
  if (in[10] > 100) count++;
  if (in[11] > 100) count++;
  return count;
}
