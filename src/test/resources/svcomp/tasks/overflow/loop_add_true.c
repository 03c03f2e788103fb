/* LP64: true: n <= 10: at most 45000 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "loop_add_true.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 10);
  int s = 0;
  for (int i = 0; i < n; i++) s += i * 1000;
  return s > 45000;
}
