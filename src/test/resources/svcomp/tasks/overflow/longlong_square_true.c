/* ILP32: true: |a * a| <= 2^62 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "longlong_square_true.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  long long a = __VERIFIER_nondet_int();
  long long b = a * a;
  return b < 0;
}
