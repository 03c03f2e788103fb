/* ILP32: false (no-overflow): a = -2, b = 2147483647; inputs: -2 2147483647 */
# 1 "sub_false.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "sub_false.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "sub_false.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a < 0);
  int d = a - b;
  return d;
}
