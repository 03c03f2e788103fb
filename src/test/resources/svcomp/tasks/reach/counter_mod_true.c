/* LP64: true: x counts up to 100 and starts again at 0 for as long as the input says; no bound on the
   loop, so exploration and BMC never finish it; k-induction proves it with k = 1 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void abort(void);
void reach_error() { __assert_fail("0", "counter_mod_true.c", 5, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
extern int __VERIFIER_nondet_int(void);

int main() {
  unsigned int x = 0;
  while (__VERIFIER_nondet_int()) {
    if (x < 100) x++; else x = 0;
    __VERIFIER_assert(x <= 100);
  }
  return 0;
}
