/* No engine settles this in minutes: y is one value for each number of iterations (the generator's step is
   invertible), so every bound is unsat, and no invariant simpler than the generator itself rules 0xdeadbeef out.
   For the tests of what a signal does to a long svcomp run. */
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_uint(), y = 0;
  while (__VERIFIER_nondet_uint()) { x = x * 1103515245u + 12345u; y ^= x; }
  if (y == 0xdeadbeefu && x == 7u) reach_error();
  return 0;
}
