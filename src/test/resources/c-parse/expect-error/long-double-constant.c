// EXPECT-ERROR: 3:14: long double is not supported (only float and double): the constant '0.5L' has an L suffix
double f(int x) {
  return x * 0.5L;
}
