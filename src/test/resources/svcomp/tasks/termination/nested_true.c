/* ILP32: true: both loops are bounded by n <= 255 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "nested_true.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char n = __VERIFIER_nondet_uchar();
  int c = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) c++;
  return c;
}
