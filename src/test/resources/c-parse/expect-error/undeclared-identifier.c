// EXPECT-ERROR: 3:10: undeclared identifier 'x'
int f(void) {
  return x + 1;
}
