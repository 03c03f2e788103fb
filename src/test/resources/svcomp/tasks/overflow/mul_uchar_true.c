/* ILP32: true: 255 * 255 fits an int */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "mul_uchar_true.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
  int p = a * b;
  return p - a * b;
}
