// EXPECT-ERROR: 3:14: expected expression
int f(int x) {
  return x * ;
}
