/*
 * Like TACLeBench's rijndael_enc/rijndael_dec: 32-bit words kept in unsigned long, rotated with shifts
 * that assume long is 32 bits, and a byte of the word (word >> 24) indexing a 256-entry table. Under
 * ILP32 (gcc -m32) this is correct; under LP64 the rotation keeps the high bits, the index leaves the
 * table, and the read is out of bounds.
 */
#include <stdio.h>

static unsigned char sbox[256];

static unsigned long rot8(unsigned long w) { return (w << 8) | (w >> 24); }

static unsigned long sub_word(unsigned long w) {
    return ((unsigned long)sbox[w >> 24] << 24) | ((unsigned long)sbox[(w >> 16) & 0xff] << 16)
           | ((unsigned long)sbox[(w >> 8) & 0xff] << 8) | (unsigned long)sbox[w & 0xff];
}

int main(void) {
    for (int i = 0; i < 256; i++) sbox[i] = (unsigned char)((i * 7 + 99) & 0xff);
    unsigned long key = 0x2b7e1516UL;
    for (int round = 0; round < 4; round++) {
        key = sub_word(rot8(key)) ^ (unsigned long)round;
        printf("round %d: %08lx\n", round, key);
    }
    return 0;
}
