/* A string table with 32-bit offsets and lengths (bench/fuzz, shape: wrap-around length arithmetic).
   An input is the magic "STB1", an entry count c (1..8), c entries of a 32-bit offset and a 32-bit length
   (little-endian), and then the blob the entries point into. Each entry is checked to lie inside the blob
   and hashed; an entry whose string is "main" marks the table as having an entry point.
   The bug: the check adds offset and length in uint32_t; with an offset inside the blob and a length of
   2^32 - offset or more the sum wraps below the blob's size, and the hash reads past the end of the input. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static uint32_t le32(const uint8_t *p) {
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 5 || size > (1u << 20) || memcmp(data, "STB1", 4) != 0) return 0;
  size_t count = data[4];
  if (count == 0 || count > 8 || size < 5 + 8 * count) return -1;
  const uint8_t *blob = data + 5 + 8 * count;
  uint32_t blob_size = (uint32_t) (size - 5 - 8 * count);
  uint32_t hash = 0;
  int has_main = 0;
  for (size_t e = 0; e < count; e++) {
    uint32_t off = le32(data + 5 + 8 * e), len = le32(data + 9 + 8 * e);
    if (off > blob_size) return -1;
    if (off + len > blob_size) return -1;          /* BUG: off + len wraps past 2^32 */
    if (len == 4 && memcmp(blob + off, "main", 4) == 0) has_main = 1;
    for (uint32_t i = 0; i < len; i++) hash = hash * 33 + blob[off + i];
  }
  return (int) ((hash + (uint32_t) has_main) & 1);
}
