/* ILP32: false (unreach-call): any input: sizeof(long) == 4; inputs:  */
/* LP64: true: sizeof(long) == 8 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "sizeof_long.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main() {
  int x = __VERIFIER_nondet_int();
  if (sizeof(long) == 4 && x == x) reach_error();
  return 0;
}
