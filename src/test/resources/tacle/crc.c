/*
 * crc: bitwise CRC-16 (polynomial 0x1021, initial value 0xFFFF) over a
 * 24-byte buffer, computed once over the whole buffer and once over its
 * first seven bytes.
 * Deterministic: no inputs.
 */
#define LEN 24

static unsigned char buffer[LEN];

static void fill_buffer(void)
{
  int i;
  unsigned char v = 0x5a;
  _Pragma("loopbound min 24 max 24")
  for (i = 0; i < LEN; i++) {
    v = (unsigned char) (v * 29 + 11);
    buffer[i] = v;
  }
}

static unsigned crc16(const unsigned char *p, int len)
{
  unsigned crc = 0xFFFFu;
  int i, bit;
  _Pragma("loopbound min 7 max 24")
  for (i = 0; i < len; i++) {
    crc ^= (unsigned) p[i] << 8;
    _Pragma("loopbound min 8 max 8")
    for (bit = 0; bit < 8; bit++) {
      if (crc & 0x8000u)
        crc = ((crc << 1) ^ 0x1021u) & 0xFFFFu;
      else
        crc = (crc << 1) & 0xFFFFu;
    }
  }
  return crc;
}

int main(void)
{
  unsigned whole, part;
  fill_buffer();
  whole = crc16(buffer, LEN);
  part = crc16(buffer, 7);
  return (int) ((whole ^ part) & 255u);
}
