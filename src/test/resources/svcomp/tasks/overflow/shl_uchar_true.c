/* ILP32: true: (c / 2) << 24 <= 127 * 2^24 < 2^31; 1 << 4 = 16 fits; an unsigned shift wraps by definition */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "shl_uchar_true.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char c = __VERIFIER_nondet_uchar();
  int m = 1 << 4;
  unsigned int u = (unsigned int) c << 24U;
  int r = (c / 2) << 24U;
  return (r != 0) + (m > 0) + (u != 0);
}
