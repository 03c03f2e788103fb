// EXPECT-ERROR: 4:18: too many arguments to function 'get' (expected 0, have 1)
int get(void);
int f(void) {
  return 1 + get(42);
}
