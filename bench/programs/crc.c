/* Concrete-speed benchmark (TACLeBench-like, written for Effigy): checksums of a 24 KB buffer filled
   by a linear congruential generator: CRC-32 (reflected, polynomial 0xEDB88320) computed bit by bit
   and through a 256-entry table built at start-up, which must agree; CRC-16/CCITT bit by bit; and
   Fletcher-32 and Adler-32 sums. Prints the five values and returns 0 when they are the ones gcc
   computes, 1 otherwise. */
#include <stdio.h>

#define SIZE 24576
static unsigned char buf[SIZE];
static unsigned crc_table[256];

static unsigned crc32_bitwise(const unsigned char *p, int n) {
  unsigned crc = 0xffffffffu;
  for (int i = 0; i < n; i++) {
    crc ^= p[i];
    for (int k = 0; k < 8; k++) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
  }
  return ~crc;
}

static void crc32_make_table(void) {
  for (unsigned b = 0; b < 256; b++) {
    unsigned c = b;
    for (int k = 0; k < 8; k++) c = c & 1u ? (c >> 1) ^ 0xedb88320u : c >> 1;
    crc_table[b] = c;
  }
}

static unsigned crc32_table(const unsigned char *p, int n) {
  unsigned crc = 0xffffffffu;
  for (int i = 0; i < n; i++) crc = crc_table[(crc ^ p[i]) & 0xffu] ^ (crc >> 8);
  return ~crc;
}

static unsigned short crc16_ccitt(const unsigned char *p, int n) {
  unsigned short crc = 0xffff;
  for (int i = 0; i < n; i++) {
    crc ^= (unsigned short) (p[i] << 8);
    for (int k = 0; k < 8; k++)
      crc = crc & 0x8000 ? (unsigned short) ((crc << 1) ^ 0x1021) : (unsigned short) (crc << 1);
  }
  return crc;
}

static unsigned fletcher32(const unsigned char *p, int n) {
  unsigned s1 = 0xffff, s2 = 0xffff;
  for (int i = 0; i + 1 < n; i += 2) {
    s1 += (unsigned) (p[i] | p[i + 1] << 8);
    s2 += s1;
    if ((i & 255) == 254) { s1 = (s1 & 0xffff) + (s1 >> 16); s2 = (s2 & 0xffff) + (s2 >> 16); }
  }
  s1 = (s1 & 0xffff) + (s1 >> 16);
  s2 = (s2 & 0xffff) + (s2 >> 16);
  s1 = (s1 & 0xffff) + (s1 >> 16);
  s2 = (s2 & 0xffff) + (s2 >> 16);
  return s2 << 16 | s1;
}

static unsigned adler32(const unsigned char *p, int n) {
  unsigned a = 1, b = 0;
  for (int i = 0; i < n; i++) {
    a = (a + p[i]) % 65521u;
    b = (b + a) % 65521u;
  }
  return b << 16 | a;
}

int main(void) {
  unsigned seed = 2024u;
  for (int i = 0; i < SIZE; i++) {
    seed = seed * 1664525u + 1013904223u;
    buf[i] = (unsigned char) (seed >> 24);
  }
  crc32_make_table();
  unsigned c1 = crc32_bitwise(buf, SIZE), c2 = crc32_table(buf, SIZE);
  unsigned c3 = crc16_ccitt(buf, SIZE), f = fletcher32(buf, SIZE), a = adler32(buf, SIZE);
  printf("crc32 %08x %08x, crc16 %04x, fletcher32 %08x, adler32 %08x\n", c1, c2, c3, f, a);
  return c1 == c2 && c1 == 0xae2ed469u && c3 == 0x7534u && f == 0xc1684ee2u && a == 0xcf4bcff6u ? 0 : 1;
}
