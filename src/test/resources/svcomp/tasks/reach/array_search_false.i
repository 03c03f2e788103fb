/* LP64: false (unreach-call): a = {3, 4, 10, 5}; inputs: 3 4 10 5 */
# 1 "array_search_false.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "array_search_false.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "array_search_false.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int a[4];
  for (int i = 0; i < 4; i++) a[i] = __VERIFIER_nondet_int();
  __VERIFIER_assume(a[0] >= 0 && a[0] < 100 && a[1] >= 0 && a[1] < 100 && a[3] >= 0 && a[3] < 100);
  if (a[0] + a[1] == 7 && a[3] == 5 && a[2] == a[3] * 2) reach_error();
  return 0;
}
