// EXPECT-ERROR: 3:3: floating-point types are not supported
void f(void) {
  double d;
}
