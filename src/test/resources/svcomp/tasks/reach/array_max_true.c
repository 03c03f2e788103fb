/* ILP32: true: max is >= every element by construction */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "array_max_true.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int a[5];
  for (int i = 0; i < 5; i++) a[i] = __VERIFIER_nondet_int();
  int max = a[0];
  for (int i = 1; i < 5; i++) if (a[i] > max) max = a[i];
  for (int i = 0; i < 5; i++) if (a[i] > max) reach_error();
  return 0;
}
