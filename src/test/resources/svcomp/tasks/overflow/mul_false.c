/* LP64: false (no-overflow): x = y = 50000; inputs: 50000 50000 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "mul_false.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0 && x < 100000 && y > 0 && y < 100000);
  int p = x * y;
  return p > 0 ? 0 : 1;
}
