/* ILP32: false (no-overflow): x = 2000000001: x + x overflows a 32-bit long; inputs: 2000000001 */
/* LP64: true: x + x < 2^63 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "long_double.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern long __VERIFIER_nondet_long(void);

int main() {
  long x = __VERIFIER_nondet_long();
  __VERIFIER_assume(x > 2000000000L && x <= 2100000000L);
  long y = x + x;
  return y < 0;
}
