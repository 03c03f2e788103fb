/* LP64: false (no-overflow): i = 2147483641; inputs: 2147483641 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "counter_false.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

int main() {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i > 2147483640);
  for (int k = 0; k < 10; k++) i++;
  return i;
}
