/* ILP32: false (unreach-call) after a signed overflow that wraps around (gcc -fwrapv), as SV-COMP computes it;
   false (no-overflow) at the same addition; x = 2147483647 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "wrap.c", 4, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  if (x > 0) {
    int y = x + 1;
    if (y < 0) reach_error();
  }
  return 0;
}
