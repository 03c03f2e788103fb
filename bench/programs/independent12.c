/* Benchmark: 12 independent branches on 12 nondet ints, 2^12 = 4096 paths (all feasible).
   The C twin of independent12.eff: each if tests its own input, so the branch conditions share no
   symbol and constraint independence reduces every solver query to one conjunct.
   bench/run explores main (each __VERIFIER_nondet_int() call is a fresh 32-bit symbol). */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int s = 0;
  int x1 = __VERIFIER_nondet_int();
  int x2 = __VERIFIER_nondet_int();
  int x3 = __VERIFIER_nondet_int();
  int x4 = __VERIFIER_nondet_int();
  int x5 = __VERIFIER_nondet_int();
  int x6 = __VERIFIER_nondet_int();
  int x7 = __VERIFIER_nondet_int();
  int x8 = __VERIFIER_nondet_int();
  int x9 = __VERIFIER_nondet_int();
  int x10 = __VERIFIER_nondet_int();
  int x11 = __VERIFIER_nondet_int();
  int x12 = __VERIFIER_nondet_int();
  if (x1 > 0) s = s + 1; else s = s - 1;
  if (x2 > 0) s = s + 1; else s = s - 1;
  if (x3 > 0) s = s + 1; else s = s - 1;
  if (x4 > 0) s = s + 1; else s = s - 1;
  if (x5 > 0) s = s + 1; else s = s - 1;
  if (x6 > 0) s = s + 1; else s = s - 1;
  if (x7 > 0) s = s + 1; else s = s - 1;
  if (x8 > 0) s = s + 1; else s = s - 1;
  if (x9 > 0) s = s + 1; else s = s - 1;
  if (x10 > 0) s = s + 1; else s = s - 1;
  if (x11 > 0) s = s + 1; else s = s - 1;
  if (x12 > 0) s = s + 1; else s = s - 1;
  return s;
}
