/* ILP32: false (unreach-call): n = 8 (fib(8) = 21); inputs: 8 */
# 1 "fib_false.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "fib_false.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "fib_false.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main() {
  unsigned char n = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(n <= 10);
  if (fib(n) == 21) reach_error();
  return 0;
}
