/* LP64: true: n <= 6: fact(n) >= n */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "fact_true.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main() {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 6);
  if (fact(n) < n) reach_error();
  return 0;
}
