/* LP64: false (unreach-call): any input: pointers have 8 bytes; inputs:  */
/* ILP32: true: pointers have 4 bytes */
# 1 "pointer_size.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "pointer_size.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "pointer_size.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int v = __VERIFIER_nondet_int();
  int *p = &v;
  if (sizeof p * 8 == 64) reach_error();
  return *p - v;
}
