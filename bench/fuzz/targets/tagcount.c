/* Tagged key=value records with a 16-bit count (bench/fuzz, shape: magic and checksums, text keys).
   An input is records of a 4-byte tag compared with memcmp, '=', and a 16-bit little-endian value. The first
   record must be "VERS=" with value 2; then "HIST=" v counts v in a histogram of 64 buckets, "SKIP=" n skips
   n following bytes, "DONE=" ends the input (its value must equal the number of HIST records).
   The bug: HIST's check is off by one (v > 64 instead of v >= 64): it needs "VERS=" 2 0 and then "HIST=" with
   the value 64 (0x40 0x00). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint16_t hist[64];
  unsigned hits = 0;
  size_t i = 0;
  int version = 0;
  memset(hist, 0, sizeof hist);
  while (size - i >= 7) {
    const uint8_t *tag = data + i;
    if (tag[4] != '=') return -1;
    uint16_t v = (uint16_t) (tag[5] | tag[6] << 8);
    i += 7;
    if (!version) {
      if (memcmp(tag, "VERS", 4) != 0 || v != 2) return -1;
      version = 2;
    } else if (memcmp(tag, "HIST", 4) == 0) {
      if (v > 64) return -1;
      hist[v]++;                                     /* BUG: v == 64 is one past the end */
      hits++;
    } else if (memcmp(tag, "SKIP", 4) == 0) {
      if (v > size - i) return -1;
      i += v;
    } else if (memcmp(tag, "DONE", 4) == 0) {
      if (v != hits) return -1;
      break;
    } else {
      return -1;
    }
  }
  unsigned total = 0;
  for (int k = 0; k < 64; k++) total += hist[k] * (unsigned) (k + 1);
  return (int) (total & 1);
}
