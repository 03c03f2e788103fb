/* Nested records behind a Fletcher-16 checksum (bench/fuzz, shape: nested records, magic and checksums).
   An input is 'N', the Fletcher-16 checksum of the rest (little-endian: sum1 then sum2, each modulo 255), and
   records of a tag byte, a length byte and `length` payload bytes. A 'G' record is a group: its payload holds
   records one level deeper (at most 4 levels). An 'L' record is a label: at depth 3 it is copied into an
   8-byte name buffer, whose size the check mistakes for 16.
   The bug: a label of length 9..16 at depth 3, inside three groups, with the checksum right. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static uint32_t labels;

static int parse(const uint8_t *p, size_t n, int depth) {
  while (n >= 2) {
    uint8_t tag = p[0];
    size_t len = p[1];
    if (len > n - 2) return -1;
    const uint8_t *body = p + 2;
    if (tag == 'G') {
      if (depth >= 4 || parse(body, len, depth + 1) < 0) return -1;
    } else if (tag == 'L') {
      if (depth == 3) {
        uint8_t name[8];
        if (len > 16) return -1;                   /* BUG: the buffer has 8 bytes, not 16 */
        memcpy(name, body, len);
        for (size_t i = 0; i < len; i++) labels = labels * 31 + name[i];
      } else {
        labels++;
      }
    } else if (tag != 'P') {                       /* 'P': padding, skipped */
      return -1;
    }
    p += 2 + len;
    n -= 2 + len;
  }
  return n == 0 ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 3 || data[0] != 'N') return 0;
  uint16_t sum1 = 0, sum2 = 0;
  for (size_t i = 3; i < size; i++) {
    sum1 = (uint16_t) ((sum1 + data[i]) % 255);
    sum2 = (uint16_t) ((sum2 + sum1) % 255);
  }
  if (data[1] != sum1 || data[2] != sum2) return 0;
  return parse(data + 3, size - 3, 0);
}
