/* A run-length decoder with 16-bit positions (bench/fuzz, shape: wrap-around length arithmetic).
   An input is the magic "RL" and then commands into a 64-byte output buffer: 'L' n bytes (a literal of n bytes
   at the current position), 'S' lo hi (seek to a 16-bit position, at most 64), 'R' lo hi v (a run of a 16-bit
   count of the byte v). The run's bounds check adds position and count in uint16_t.
   The bug: pos + count wraps past 65535, so a count of 65536 - pos or more passes the check and the run writes
   far past the buffer; it needs the magic, a seek to a position p >= 1 and a run of count >= 65536 - p. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  uint8_t out[64];
  uint16_t pos = 0;
  if (size < 2 || data[0] != 'R' || data[1] != 'L') return 0;
  memset(out, 0, sizeof out);
  size_t i = 2;
  while (i < size) {
    uint8_t cmd = data[i++];
    if (cmd == 'L') {
      if (i >= size) return -1;
      size_t n = data[i++];
      if (n > size - i || pos + n > sizeof out) return -1;
      memcpy(out + pos, data + i, n);
      pos += (uint16_t) n;
      i += n;
    } else if (cmd == 'S') {
      if (size - i < 2) return -1;
      uint16_t to = (uint16_t) (data[i] | data[i + 1] << 8);
      i += 2;
      if (to > sizeof out) return -1;
      pos = to;
    } else if (cmd == 'R') {
      if (size - i < 3) return -1;
      uint16_t count = (uint16_t) (data[i] | data[i + 1] << 8);
      uint8_t v = data[i + 2];
      i += 3;
      uint16_t end = (uint16_t) (pos + count);      /* BUG: wraps when pos + count > 65535 */
      if (end > sizeof out) return -1;
      memset(out + pos, v, count);
      pos = end;
    } else {
      return -1;
    }
  }
  uint32_t h = 0;
  for (size_t k = 0; k < sizeof out; k++) h = h * 31 + out[k];
  return (int) (h & 1);
}
