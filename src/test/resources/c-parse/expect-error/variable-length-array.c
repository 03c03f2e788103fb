// EXPECT-ERROR: 3:9: variable-length arrays are not supported
void f(int n) {
  int a[n];
}
