/* LP64: true: shorts are promoted to int: |a + b| <= 65536 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "short_sum_true.c", 3, "reach_error"); }
extern short __VERIFIER_nondet_short(void);

int main() {
  short a = __VERIFIER_nondet_short(), b = __VERIFIER_nondet_short();
  int s = a + b;
  short t = (short)s;
  return t == s;
}
