/* LP64: true: n decreases to 0 */
# 1 "recursion_true.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "recursion_true.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "recursion_true.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int f(int n) { return n <= 0 ? 0 : 1 + f(n - 1); }
int main() {
  unsigned char n = __VERIFIER_nondet_uchar();
  return f(n);
}
