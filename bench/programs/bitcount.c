/* Concrete-speed benchmark (TACLeBench/MiBench-like, written for Effigy): counts the set bits of 8,000
   pseudo-random 32-bit words five ways (a shift loop, clearing the lowest set bit, a 16-entry nibble
   table, a 256-entry byte table built at start-up, and the parallel SWAR sum), which must agree word
   by word; also the words' parities and leading zeros. Prints the totals and returns 0 when they are
   the ones gcc computes (and every method agreed), 1 otherwise. */
#include <stdio.h>

#define WORDS 8000

static const int nibble_bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static unsigned char byte_bits[256];

static int by_shifting(unsigned x) {
  int n = 0;
  for (int i = 0; i < 32; i++) { n += (int) (x & 1u); x >>= 1; }
  return n;
}

static int by_clearing(unsigned x) {
  int n = 0;
  while (x) { x &= x - 1; n++; }
  return n;
}

static int by_nibbles(unsigned x) {
  int n = 0;
  for (; x; x >>= 4) n += nibble_bits[x & 15u];
  return n;
}

static int by_bytes(unsigned x) {
  return byte_bits[x & 255u] + byte_bits[(x >> 8) & 255u] + byte_bits[(x >> 16) & 255u] + byte_bits[x >> 24];
}

static int by_swar(unsigned x) {
  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (int) ((x * 0x01010101u) >> 24);
}

static int parity(unsigned x) {
  x ^= x >> 16;
  x ^= x >> 8;
  x ^= x >> 4;
  return (0x6996 >> (x & 15u)) & 1;
}

static int leading_zeros(unsigned x) {
  if (x == 0) return 32;
  int n = 0;
  if (x <= 0x0000ffffu) { n += 16; x <<= 16; }
  if (x <= 0x00ffffffu) { n += 8; x <<= 8; }
  if (x <= 0x0fffffffu) { n += 4; x <<= 4; }
  if (x <= 0x3fffffffu) { n += 2; x <<= 2; }
  if (x <= 0x7fffffffu) n += 1;
  return n;
}

int main(void) {
  for (int b = 0; b < 256; b++) byte_bits[b] = (unsigned char) (nibble_bits[b & 15] + nibble_bits[b >> 4]);
  unsigned seed = 31337u;
  long total = 0;
  int disagreements = 0, odd = 0, zeros = 0;
  for (int i = 0; i < WORDS; i++) {
    seed = seed * 1103515245u + 12345u;
    /* words of every density: shift right by 0..31 so that short words occur too */
    unsigned x = (seed ^ seed << 13) >> (i % 32);
    int n = by_shifting(x);
    if (by_clearing(x) != n || by_nibbles(x) != n || by_bytes(x) != n || by_swar(x) != n) disagreements++;
    if (parity(x) != (n & 1)) disagreements++;
    total += n;
    odd += parity(x);
    zeros += leading_zeros(x);
  }
  printf("bitcount: %d words, %ld bits set, %d odd parities, %d leading zeros, %d disagreements\n",
         WORDS, total, odd, zeros, disagreements);
  return disagreements == 0 && total == 66560L && odd == 4088 && zeros == 131636 ? 0 : 1;
}
