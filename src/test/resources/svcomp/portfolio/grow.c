/* LP64: false (termination): x grows to 1000 and stays there, never reaching 0; x = 7 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "grow.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  while (x > 0) {
    if (x < 1000) x = x + 1;
  }
  return 0;
}
