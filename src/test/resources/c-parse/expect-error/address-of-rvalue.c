// EXPECT-ERROR: 3:10: cannot take the address of an rvalue of type 'int'
int *f(int x) {
  return &(x + 1);
}
