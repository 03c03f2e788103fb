/* TLV records behind a magic value and a type/length sum (bench/fuzz, shape: magic and checksums).
   An input is the magic "TV" and then records of a type byte, a length byte, a sum byte and `length` value
   bytes; a record counts only when type + length == sum (modulo 256). Type 1 adds its bytes to a total,
   type 2 xors them in, type 7 copies the value into a 16-byte name buffer on the stack.
   The bug: type 7 never checks the length against the buffer; it needs the magic, a record of type 7 whose
   sum byte is 7 + length, and a length of 17 or more with that many value bytes present. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static uint32_t use_name(const uint8_t *name, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ name[i]) * 16777619u;
  return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 2 || data[0] != 'T' || data[1] != 'V') return 0;
  size_t pos = 2;
  uint32_t total = 0, mix = 0;
  while (pos + 3 <= size) {
    uint8_t type = data[pos], len = data[pos + 1], sum = data[pos + 2];
    pos += 3;
    if (len > size - pos) return -1;                 /* the value must be there */
    if ((uint8_t) (type + len) != sum) return -1;    /* the record's sum */
    const uint8_t *value = data + pos;
    switch (type) {
    case 1:
      for (size_t i = 0; i < len; i++) total += value[i];
      break;
    case 2:
      for (size_t i = 0; i < len; i++) mix ^= (uint32_t) value[i] << (8 * (i & 3));
      break;
    case 7: {
      uint8_t name[16];
      memcpy(name, value, len);                      /* BUG: len can be 17..255 */
      mix ^= use_name(name, len);
      break;
    }
    default:
      return -1;
    }
    pos += len;
  }
  return (int) ((total ^ mix) & 1);
}
