/* LP64: true: Euclid's greatest common divisor of two unsigned chars divides both; every one of the 65,536 pairs
   is run (probes' enumeration), where a solver works through nested remainders of promoted ints */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "char_gcd_true.c", 4, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

unsigned char euclid(unsigned char m, unsigned char n) {
  while (n != 0) {
    unsigned char r = m % n;
    m = n;
    n = r;
  }
  return m;
}

int main() {
  unsigned char a = __VERIFIER_nondet_uchar();
  unsigned char b = __VERIFIER_nondet_uchar();
  unsigned char d = euclid(a, b);
  if (d != 0 && (a % d != 0 || b % d != 0)) reach_error();
  return 0;
}
