/* LP64: true: Euclid's algorithm on two signed chars never returns more than a positive y; every one of the
   65,536 inputs is run (a solver is slow on the nested 32-bit remainders of promoted chars; after bitvector/gcd_2) */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "char_gcd_true.c", 4, "reach_error"); }
extern char __VERIFIER_nondet_char(void);

signed char gcd(signed char a, signed char b) {
  signed char t;
  if (a < (signed char)0) a = -a;
  if (b < (signed char)0) b = -b;
  while (b != (signed char)0) {
    t = b;
    b = a % b;
    a = t;
  }
  return a;
}

int main() {
  signed char x = __VERIFIER_nondet_char();
  signed char y = __VERIFIER_nondet_char();
  signed char g = gcd(x, y);
  if (y > (signed char)0 && !(y >= g)) reach_error();
  return 0;
}
