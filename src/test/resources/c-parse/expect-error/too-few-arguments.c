// EXPECT-ERROR: 4:10: too few arguments to function 'add' (expected 2, have 1)
int add(int a, int b);
int f(void) {
  return add(1);
}
