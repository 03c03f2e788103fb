// EXPECT-ERROR: 3:10: indirection requires a pointer operand ('int' invalid)
int f(int x) {
  return *x;
}
