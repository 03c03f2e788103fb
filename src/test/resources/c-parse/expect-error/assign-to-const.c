// EXPECT-ERROR: 4:3: cannot assign to variable 'c' with const-qualified type 'const int'
void f(void) {
  const int c = 1;
  c = 2;
}
