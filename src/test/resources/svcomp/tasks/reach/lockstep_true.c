/* ILP32: true: i and j step together in an unbounded loop; k-induction proves i == j (k = 1) */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern void abort(void);
void reach_error() { __assert_fail("0", "lockstep_true.c", 4, "reach_error"); }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
extern int __VERIFIER_nondet_int(void);

int main() {
  unsigned int i = 0, j = 0;
  while (__VERIFIER_nondet_int()) {
    i += 3;
    j += 3;
    __VERIFIER_assert(i == j);
  }
  return 0;
}
