/* ILP32: true: |c * c * 100| <= 1638400 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "char_product_true.c", 3, "reach_error"); }
extern char __VERIFIER_nondet_char(void);

int main() {
  char c = __VERIFIER_nondet_char();
  int x = c * c * 100;
  return x < 0;
}
