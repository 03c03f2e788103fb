// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: sqrt2 0x1.6a09e667f3bcdp+0 1.41421 0010\n
// EXPECT-STDOUT: sqrt-1 -nan -nan 1001\n
// EXPECT-STDOUT: sqrt-0 -0x0p+0 -0 0011\n
// EXPECT-STDOUT: sqrtinf inf inf 0100\n
// EXPECT-STDOUT: sqrt-inf -nan -nan 1001\n
// EXPECT-STDOUT: sqrttiny 0x1p-537 2.22276e-162 0010\n
// EXPECT-STDOUT: sqrtnan nan nan 1000\n
// EXPECT-STDOUT: fabs-2 0x1p+1 2 0010\n
// EXPECT-STDOUT: fabs-0 0x0p+0 0 0010\n
// EXPECT-STDOUT: fabs-inf inf inf 0100\n
// EXPECT-STDOUT: fabs-nan nan nan 1000\n
// EXPECT-STDOUT: fabs-tiny 0x0.0000000000001p-1022 4.94066e-324 0010\n
// EXPECT-STDOUT: floor2.5 0x1p+1 2 0010\n
// EXPECT-STDOUT: floor-2.5 -0x1.8p+1 -3 0011\n
// EXPECT-STDOUT: ceil2.5 0x1.8p+1 3 0010\n
// EXPECT-STDOUT: ceil-2.5 -0x1p+1 -2 0011\n
// EXPECT-STDOUT: floor0.5 0x0p+0 0 0010\n
// EXPECT-STDOUT: ceil-0.5 -0x0p+0 -0 0011\n
// EXPECT-STDOUT: floor-0 -0x0p+0 -0 0011\n
// EXPECT-STDOUT: ceiltiny 0x1p+0 1 0010\n
// EXPECT-STDOUT: ceil-tiny -0x0p+0 -0 0011\n
// EXPECT-STDOUT: floor-tiny -0x1p+0 -1 0011\n
// EXPECT-STDOUT: floorbig 0x1.ab36d48e1acfp+1023 1.5e+308 0010\n
// EXPECT-STDOUT: ceil-inf -inf -inf 0-101\n
// EXPECT-STDOUT: floornan nan nan 1000\n
// EXPECT-STDOUT: fmin -0x1p+0 -1 0011\n
// EXPECT-STDOUT: fmax 0x1p+1 2 0010\n
// EXPECT-STDOUT: fminnan 0x1p+1 2 0010\n
// EXPECT-STDOUT: fmaxnan 0x1p+1 2 0010\n
// EXPECT-STDOUT: fminnans nan nan 1000\n
// EXPECT-STDOUT: fmininf -inf -inf 0-101\n
// EXPECT-STDOUT: fmaxinf inf inf 0100\n
// EXPECT-STDOUT: nan -nan -nan nan\n
// EXPECT-STDOUT: sqrtf2 0x1.6a09e6p+0 1.41421 0010\n
// EXPECT-STDOUT: sqrtf-3 -nan -nan 1001\n
// EXPECT-STDOUT: sqrtftiny 0x1.6a09e6p-75 3.74339e-23 0010\n
// EXPECT-STDOUT: fabsf 0x1.8p+1 3 0010\n
// EXPECT-STDOUT: floorf -0x1p+1 -2 0011\n
// EXPECT-STDOUT: ceilf -0x1p+0 -1 0011\n
// EXPECT-STDOUT: ceilf-0.5 -0x0p+0 -0 0011\n
// EXPECT-STDOUT: fminf 0x1p+1 2 0010\n
// EXPECT-STDOUT: fmaxf 0x1p+1 2 0010\n
// EXPECT-STDOUT: inff -inf -inf 0-101\n
// EXPECT-STDOUT: hugevalf inf inf 0100\n
// math.h's functions on concrete values, as glibc computes them: normal values, zeros of both signs,
// infinities, NaNs, subnormals, and floor/ceil's halfway cases. (fmin/fmax of -0 and +0 are left out:
// glibc returns the second argument, but gcc treats the builtins as commutative and may swap them.)
#include <stdio.h>
#include <math.h>

static void show(const char *what, double v) {
  printf("%s %a %g %d%d%d%d\n", what, v, v, isnan(v) != 0, isinf(v), isfinite(v) != 0, signbit(v) != 0);
}

static void showf(const char *what, float v) {
  printf("%s %a %g %d%d%d%d\n", what, (double) v, (double) v, isnan(v) != 0, isinf(v), isfinite(v) != 0, signbit(v) != 0);
}

int main(void) {
  double two = 2.0, neg = -1.0, zero = 0.0, nzero = -0.0, tiny = 4.9406564584124654e-324, big = 1e308;
  double inf = INFINITY, nan = NAN, huge = HUGE_VAL;
  show("sqrt2", sqrt(two));
  show("sqrt-1", sqrt(neg));
  show("sqrt-0", sqrt(nzero));
  show("sqrtinf", sqrt(inf));
  show("sqrt-inf", sqrt(-inf));
  show("sqrttiny", sqrt(tiny));
  show("sqrtnan", sqrt(nan));
  show("fabs-2", fabs(-two));
  show("fabs-0", fabs(nzero));
  show("fabs-inf", fabs(-huge));
  show("fabs-nan", fabs(-nan));
  show("fabs-tiny", fabs(-tiny));
  show("floor2.5", floor(2.5 * (two / 2)));
  show("floor-2.5", floor(-2.5 * (two / 2)));
  show("ceil2.5", ceil(2.5 * (two / 2)));
  show("ceil-2.5", ceil(-2.5 * (two / 2)));
  show("floor0.5", floor(two / 4));
  show("ceil-0.5", ceil(-two / 4));
  show("floor-0", floor(nzero));
  show("ceiltiny", ceil(tiny));
  show("ceil-tiny", ceil(-tiny));
  show("floor-tiny", floor(-tiny));
  show("floorbig", floor(big * 1.5));
  show("ceil-inf", ceil(-inf));
  show("floornan", floor(nan));
  show("fmin", fmin(two, neg));
  show("fmax", fmax(two, neg));
  show("fminnan", fmin(nan, two));
  show("fmaxnan", fmax(two, nan));
  show("fminnans", fmin(nan, nan));
  show("fmininf", fmin(-inf, zero));
  show("fmaxinf", fmax(inf, tiny));
  printf("%f %f %f %f\n", nan, -nan, sqrt(neg), fabs(sqrt(neg)));
  float f2 = 2.0f, fneg = -3.0f, fhalf = 0.5f, ftiny = 1.4e-45f;
  showf("sqrtf2", sqrtf(f2));
  showf("sqrtf-3", sqrtf(fneg));
  showf("sqrtftiny", sqrtf(ftiny));
  showf("fabsf", fabsf(fneg));
  showf("floorf", floorf(fneg * fhalf));
  showf("ceilf", ceilf(fneg * fhalf));
  showf("ceilf-0.5", ceilf(-fhalf));
  showf("fminf", fminf(NAN, f2));
  showf("fmaxf", fmaxf(fneg, f2));
  showf("inff", -INFINITY);
  showf("hugevalf", HUGE_VALF);
  return 0;
}
