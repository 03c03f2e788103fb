/* LP64: true: x > INT_MIN so -x fits */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "abs_true.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -2147483647 - 1);
  int y = x < 0 ? -x : x;
  return y < 0;
}
