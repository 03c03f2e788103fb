/* ILP32: true: i < n <= 10 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "array_loop_true.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  int a[10];
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 10);
  for (int i = 0; i < n; i++) a[i] = i;
  return n > 0 ? a[n - 1] : 0;
}
