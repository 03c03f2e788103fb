/* The lecture's top (slides 76-77) widened to 20 bytes, for bench/fuzz/run: from the seed of 20 dots the
   generational search makes 2^20 = 1,048,576 inputs, one per path, and ends; the work is the same with one
   worker or several, so the wall times compare executions per second on a fixed amount of work. */
#include <stdlib.h>

void top20(char in[20]) {
  int cnt = 0;
  if (in[0] == 'g') cnt++;
  if (in[1] == 'e') cnt++;
  if (in[2] == 'n') cnt++;
  if (in[3] == 'e') cnt++;
  if (in[4] == 'r') cnt++;
  if (in[5] == 'a') cnt++;
  if (in[6] == 't') cnt++;
  if (in[7] == 'i') cnt++;
  if (in[8] == 'o') cnt++;
  if (in[9] == 'n') cnt++;
  if (in[10] == 'a') cnt++;
  if (in[11] == 'l') cnt++;
  if (in[12] == '-') cnt++;
  if (in[13] == 'f') cnt++;
  if (in[14] == 'u') cnt++;
  if (in[15] == 'z') cnt++;
  if (in[16] == 'z') cnt++;
  if (in[17] == 'i') cnt++;
  if (in[18] == 'n') cnt++;
  if (in[19] == 'g') cnt++;
  if (cnt >= 19) abort();
}
