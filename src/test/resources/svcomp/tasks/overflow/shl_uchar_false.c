/* ILP32: false (no-overflow): c << 24 with c promoted to int overflows for c >= 128 (C11 6.5.7p4; the kind of
   overflow of sv-benchmarks' bitvector/byte_add_1-2) */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "shl_uchar_false.c", 4, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char c = __VERIFIER_nondet_uchar();
  unsigned int r = c | (c << 8U) | (c << 24U);
  return r != 0;
}
