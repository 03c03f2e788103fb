/* ILP32: true: 0 < x < 100 gives 0 < 2x < 200 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "assume_true.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0 && x < 100);
  int y = x * 2;
  if (y <= 0 || y >= 200) reach_error();
  return 0;
}
