/* A Fletcher-16 checksum over the whole input guards a bug that needs an input of more than 160 bytes: byte 150 'Z'
   and byte 151 'Q'. Over so long an input the solver cannot answer the whole path condition within its time (about 300
   remainders); the fuzzer must keep the other bytes as they are and mend the two checksum bytes by evaluation. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 3 || data[0] != 'F') return 0;
  uint16_t a = 0, b = 0;
  for (size_t i = 3; i < size; i++) {
    a = (uint16_t) ((a + data[i]) % 255);
    b = (uint16_t) ((b + a) % 255);
  }
  if (data[1] != a || data[2] != b) return 0;
  if (size > 160 && data[150] == 'Z' && data[151] == 'Q') {
    char *p = malloc(4);
    p[4] = 1;   /* the bug: one past a 4-byte buffer */
    free(p);
  }
  return 1;
}
