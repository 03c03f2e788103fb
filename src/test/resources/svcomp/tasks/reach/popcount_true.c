/* ILP32: true: 256 values of x, both counts agree */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "popcount_true.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  unsigned char x = __VERIFIER_nondet_uchar();
  int c1 = 0;
  for (int i = 0; i < 8; i++) c1 += (x >> i) & 1;
  int c2 = 0;
  unsigned char y = x;
  while (y) { y &= (unsigned char)(y - 1); c2++; }
  if (c1 != c2) reach_error();
  return 0;
}
