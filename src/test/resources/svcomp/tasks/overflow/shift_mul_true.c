/* ILP32: true: n / 2 <= 127, 127 * 2^24 < 2^31 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "shift_mul_true.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  int n = __VERIFIER_nondet_uchar();
  int r = (n / 2) * 16777216;
  return r != 0;
}
