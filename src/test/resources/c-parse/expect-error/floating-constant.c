// EXPECT-ERROR: 3:14: floating-point types are not supported
int f(int x) {
  return x * 0.5;
}
