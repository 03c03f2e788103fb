/* ILP32: false (unreach-call): p = {5, 10}; inputs: 5 10 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "struct_false.c", 3, "reach_error"); }
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

struct point { int x, y; };
int main() {
  struct point p;
  p.x = __VERIFIER_nondet_int();
  p.y = __VERIFIER_nondet_int();
  __VERIFIER_assume(p.x > 0 && p.x < 1000);
  if (p.x * 2 == p.y && p.y == p.x + 5) reach_error();
  return 0;
}
