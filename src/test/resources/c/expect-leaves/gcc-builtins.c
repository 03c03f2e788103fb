// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=3
// gcc's builtins: __builtin_expect and __builtin_constant_p are folded; the bit builtins are Effigy's
// library functions, branch-free, so a symbolic argument gives no fork; memcpy and strlen map to the library.
// Leaves: the three values of the switch on the nondet input; every assert holds on each.
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  assert(__builtin_bswap16(0x1234) == 0x3412);
  assert(__builtin_bswap32(0x11223344u) == 0x44332211u);
  assert(__builtin_bswap64(0x0102030405060708ull) == 0x0807060504030201ull);
  assert(__builtin_popcount(0xf0f0u) == 8 && __builtin_popcountll(~0ull) == 64 && __builtin_popcountl(5ul) == 2);
  assert(__builtin_clz(1u) == 31 && __builtin_clzll(1ull) == 63 && __builtin_clzl(0x100ul) == 55);
  assert(__builtin_ctz(8u) == 3 && __builtin_ctzll(1ull << 40) == 40 && __builtin_ctzl(2ul) == 1);
  assert(__builtin_constant_p(3 * 4) == 1);
  char buf[8];
  __builtin_memcpy(buf, "abc", 4);
  assert(__builtin_strlen(buf) == 3);
  unsigned int x = __VERIFIER_nondet_uint();
  assert(__builtin_constant_p(x) == 0);
  assert(__builtin_popcount(x) == __builtin_popcount(__builtin_bswap32(x)));
  assert(__builtin_ctz(x | 1u) == 0 && __builtin_clz(x | 0x80000000u) == 0);
  switch (__builtin_expect(x % 3, 0)) {
    case 0: return 0;
    case 1: return 1;
    default: return 2;
  }
}
