/* LP64: false (unreach-call): the loop condition is 1, 1, 1, 0; inputs: 1 1 1 0 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "while_nondet_false.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int i = 0;
  while (i < 5 && __VERIFIER_nondet_int()) i++;
  if (i == 3) reach_error();
  return 0;
}
