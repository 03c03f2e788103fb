/* Benchmark: 12 dependent branches on 12 nondet ints, 2^12 = 4096 paths, all feasible.
   The C twin of chain12.eff: t is the running sum x1 + ... + xi (32-bit, wrapping; signed overflow
   is not checked by default), and branch i tests t > i, so every condition shares symbols with all
   earlier ones: slicing removes nothing and every query carries the whole path condition. Each way
   of each branch stays feasible because xi is fresh: t can take any value whatever came before.
   bench/run explores main. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int s = 0;
  int t = 0;
  t = t + __VERIFIER_nondet_int();
  if (t > 1) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 2) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 3) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 4) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 5) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 6) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 7) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 8) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 9) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 10) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 11) s = s + 1; else s = s - 1;
  t = t + __VERIFIER_nondet_int();
  if (t > 12) s = s + 1; else s = s - 1;
  return s;
}
