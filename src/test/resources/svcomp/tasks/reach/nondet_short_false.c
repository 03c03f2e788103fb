/* ILP32: false (unreach-call): s = -1; inputs: -1 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nondet_short_false.c", 3, "reach_error"); }
extern short __VERIFIER_nondet_short(void);

int main() {
  short s = __VERIFIER_nondet_short();
  unsigned short u = s;
  if (u == 65535 && s < 0) reach_error();
  return 0;
}
