/* LP64: false (unreach-call): after 200 iterations x is 0 again; inputs: 200 nonzero values, then 0
   (a path of 200 iterations: exploration, depth first, walks it first) */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void abort(void);
void reach_error() { __assert_fail("0", "countdown_mod_false.c", 5, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
extern int __VERIFIER_nondet_int(void);

int main() {
  unsigned int x = 0, n = 0;
  while (__VERIFIER_nondet_int()) {
    x = (x + 1) % 200;
    n++;
    __VERIFIER_assert(n < 150 || x != 0);
  }
  return 0;
}
