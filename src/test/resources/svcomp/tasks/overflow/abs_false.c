/* ILP32: false (no-overflow): x = INT_MIN; inputs: -2147483648 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "abs_false.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  int y = x < 0 ? -x : x;
  return y < 0;
}
