/* A libFuzzer target with two overflows, both inside memcpy (Effigy's C library), from two calls: each is
   the program's error at its call, so the fuzzer keeps two crashes (one per call), not one at memcpy's line. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t small[4];
  if (size < 2) return 0;
  size_t n = data[1];
  if (data[0] == 'a') memcpy(small, data + 2, n);
  else if (data[0] == 'b') memcpy(small, data + 2, n);
  return small[0];
}
