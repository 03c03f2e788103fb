/* ILP32: false (unreach-call): r >= 1.39f; inputs: x near 1 (above about 0.98), found by a probe's uniform real:
   the polynomial in floating point is a query Z3 does not decide in seconds (after floats-cdfpl/square_1) */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "float_poly_false.c", 4, "reach_error"); }
extern void abort(void);
extern float __VERIFIER_nondet_float(void);

int main() {
  float x = __VERIFIER_nondet_float();
  if (!(x >= 0.0f && x < 1.0f)) abort();
  float r = 1.0f + 0.5f * x - 0.125f * x * x + 0.0625f * x * x * x - 0.0390625f * x * x * x * x;
  if (!(r >= 0.0f && r < 1.39f)) reach_error();
  return 0;
}
