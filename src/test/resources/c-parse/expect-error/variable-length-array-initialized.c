// EXPECT-ERROR: 3:7: a variable-length array cannot be initialized
void f(int n) {
  int a[n] = {0};
}
