/* LP64: false (no-overflow): n = 128; inputs: 128 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "shift_mul_false.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  int n = __VERIFIER_nondet_uchar();
  int r = n * 16777216;
  return r != 0;
}
