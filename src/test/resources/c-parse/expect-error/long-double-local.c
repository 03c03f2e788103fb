// EXPECT-ERROR: 3:3: long double is not supported (only float and double)
void f(void) {
  long double d;
}
