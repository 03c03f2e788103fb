/* LP64: true: x ^ y ^ y == x for all bit-vectors */
extern void abort(void);
void reach_error() { abort(); }
extern unsigned int __VERIFIER_nondet_uint(void);

int main() {
  unsigned int x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned int x0 = x, y0 = y;
  x ^= y; y ^= x; x ^= y;
  if (x != y0 || y != x0) reach_error();
  return 0;
}
