/* LP64: true: a, b >= 1: max(a, b) decreases and stays >= 1 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "gcd_true.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char a = __VERIFIER_nondet_uchar(), b = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(a > 0 && b > 0);
  while (a != b) { if (a > b) a -= b; else b -= a; }
  return a;
}
