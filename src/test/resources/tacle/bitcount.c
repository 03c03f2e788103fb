/*
 * bitcount: three ways to count the set bits of a byte (clearing the lowest
 * set bit, shifting, and a nibble table), repeated k times on rotations of
 * the byte. Inputs: x (any unsigned char) and k, restricted to 1..4.
 */
/* INPUTS: 0..255, 0..5 */
extern unsigned char __VERIFIER_nondet_uchar(void);
extern int __VERIFIER_nondet_int(void);

static const int nibble_bits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};

static int count_clear(unsigned v)
{
  int n = 0;
  _Pragma("loopbound min 0 max 8")
  while (v != 0u) {
    v &= v - 1u;
    n++;
  }
  return n;
}

static int count_shift(unsigned v)
{
  int n = 0;
  _Pragma("loopbound min 0 max 8")
  while (v != 0u) {
    n += (int) (v & 1u);
    v >>= 1;
  }
  return n;
}

static int count_table(unsigned v)
{
  int i, n = 0;
  _Pragma("loopbound min 2 max 2")
  for (i = 0; i < 2; i++) {
    n += nibble_bits[v & 15u];
    v >>= 4;
  }
  return n;
}

int main(void)
{
  unsigned char x = __VERIFIER_nondet_uchar();
  int k = __VERIFIER_nondet_int();
  int r, agree = 0;
  unsigned v;
  if (k < 1 || k > 4)
    return 0;
  v = x;
  _Pragma("loopbound min 1 max 4")
  for (r = 0; r < k; r++) {
    if (count_clear(v) == count_shift(v) && count_shift(v) == count_table(v))
      agree++;
    v = ((v << 1) | (v >> 7)) & 255u;
  }
  return agree == k ? 0 : 1;
}
