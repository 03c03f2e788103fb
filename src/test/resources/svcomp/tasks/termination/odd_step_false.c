/* ILP32: false (termination): x = 1: x stays odd and never reaches 0; inputs: 1 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "odd_step_false.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);

int main() {
  unsigned int x = __VERIFIER_nondet_uint();
  while (x != 0) x -= 2;
  return 0;
}
