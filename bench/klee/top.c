/* bench/klee: the lecture's top (Strejcek's slides, after SAGE) on a 4-byte symbolic input:
   16 paths, five of them reach abort(). */
#include <stdlib.h>
#include <effigy.h>

void top(char input[4]) {
  int cnt = 0;
  if (input[0] == 'b') cnt++;
  if (input[1] == 'a') cnt++;
  if (input[2] == 'd') cnt++;
  if (input[3] == '!') cnt++;
  if (cnt >= 3) abort();
}

int main(void) {
  char input[4];
  effigy_symbolic(input, sizeof input, "input");
  top(input);
  return 0;
}
