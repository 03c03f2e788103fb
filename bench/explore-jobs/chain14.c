/* bench/explore-jobs: 14 dependent branches on 14 nondet ints in a loop, 2^14 = 16384 paths, all feasible
   (chain12.c of bench/programs, two branches more): t is the running sum, branch i tests t > i, so every
   query carries the whole path condition to Z3. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int s = 0, t = 0;
  for (int i = 1; i <= 14; i++) {
    t = t + __VERIFIER_nondet_int();
    if (t > i) s = s + 1; else s = s - 1;
  }
  return s;
}
