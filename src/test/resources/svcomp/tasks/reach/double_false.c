/* LP64: false (unreach-call): d = 1.25; inputs: 1.25 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "double_false.c", 3, "reach_error"); }
extern double __VERIFIER_nondet_double(void);

int main() {
  double d = __VERIFIER_nondet_double();
  if (d > 1.0 && d < 1.5 && d * 2.0 == 2.5) reach_error();
  return 0;
}
