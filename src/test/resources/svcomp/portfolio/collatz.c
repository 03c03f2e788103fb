/* ILP32: whether this ends for every x is not known (Collatz's conjecture, with 32-bit wrap-around) */
extern unsigned int __VERIFIER_nondet_uint(void);

int main() {
  unsigned int x = __VERIFIER_nondet_uint();
  while (x > 1) {
    if (x % 2 == 1) x = 3 * x + 1; else x = x / 2;
  }
  return 0;
}
