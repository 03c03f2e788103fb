// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0.300000 3.000000e-01 1e-310 0x1.8p+0 0.3333333432674408\n
// EXPECT-STDOUT:     -2.500|1.23e+04|+0.0001|1E+20\n
// EXPECT-STDOUT: inf -inf -nan 0x0.0000000000001p-1022 -0\n
// EXPECT-STDOUT: 2.71828182845904509079559829842764884233474731445312500000000000000000\n
// printf's floating conversions with computed doubles and a promoted float, as glibc prints them
#include <stdio.h>

int main(void) {
  double x = 0.1, y = 3.0;
  float f = 1.0f / 3.0f;
  printf("%f %e %g %a %.17g\n", x + 0.2, x * y, 1e-300 * 1e-10, 1.5, (double) f);
  printf("%10.3f|%-8.2e|%+g|%G\n", -2.5, 12345.678, 0.0001, 1e20);
  double big = 1e308, zero = 0.0, tiny = 4.9406564584124654e-324;
  printf("%g %g %g %a %g\n", big * 10, -big * 10, zero / zero, tiny, -zero);
  printf("%.68f\n", 2.718281828459045);
  return 0;
}
