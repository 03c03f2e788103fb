/* A libFuzzer target written for Effigy: a small message parser with a planted bug behind a 32-bit
   magic value and a checksum, out of reach of blind mutation.
     effigy fuzz examples/fuzz/packet.c --output-dir /tmp/packet-out
   A message is the magic "EFGY" (0x59474645 read little-endian), a command byte, a body length n, n body
   bytes, and a checksum byte: a rotate-and-xor hash of the body. Command 'W' writes body[1] into a
   16-entry table at index body[0], which it never checks (the planted bug: an out-of-bounds write). */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static uint8_t table[16];

static uint8_t checksum(const uint8_t *p, size_t n) {
  uint8_t s = 0x5a;
  for (size_t i = 0; i < n; i++) s = (uint8_t) ((s << 1 | s >> 7) ^ p[i]);
  return s;
}

static int handle(uint8_t command, const uint8_t *body, size_t n) {
  switch (command) {
  case 'R':                       /* read: the entry at body[0], masked */
    return n > 0 ? table[body[0] & 15] : 0;
  case 'W':                       /* write: body[1] at body[0] */
    if (n >= 2) table[body[0]] = body[1];   /* BUG: body[0] can be 16..255 */
    return 0;
  case 'C':                       /* clear */
    memset(table, 0, sizeof table);
    return 0;
  default:
    return -1;
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 7) return 0;
  uint32_t magic = (uint32_t) data[0] | (uint32_t) data[1] << 8 | (uint32_t) data[2] << 16 | (uint32_t) data[3] << 24;
  if (magic != 0x59474645u) return 0;
  uint8_t command = data[4];
  size_t n = data[5];
  if (6 + n + 1 > size) return 0;
  if (checksum(data + 6, n) != data[6 + n]) return 0;
  return handle(command, data + 6, n);
}
