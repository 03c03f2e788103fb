/* A tree no exploration finishes: a branch on a fresh input in every iteration of an endless loop (the step
   limit ends each path, after some 2^500 paths in all). */
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int s = 0;
  for (;;) {
    if (__VERIFIER_nondet_int() > 0) s++; else s--;
  }
}
