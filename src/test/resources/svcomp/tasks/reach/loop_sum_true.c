/* LP64: true: n <= 10: sum of 0..n-1 is at most 45 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "loop_sum_true.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 10);
  int sum = 0;
  for (int i = 0; i < n; i++) sum += i;
  if (sum > 45) reach_error();
  return 0;
}
