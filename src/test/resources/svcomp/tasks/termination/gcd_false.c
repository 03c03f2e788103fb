/* ILP32: false (termination): a = 0, b = 5: b -= 0 forever; inputs: 0 5 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "gcd_false.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);

int main() {
  unsigned int a = __VERIFIER_nondet_uint(), b = __VERIFIER_nondet_uint();
  while (a != b) { if (a > b) a -= b; else b -= a; }
  return (int)a;
}
