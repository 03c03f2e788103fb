/* LP64: false (valid-deref): i = 5; inputs: 5 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "array_oob_false.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int a[5];
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 5);
  a[i] = 1;
  return 0;
}
