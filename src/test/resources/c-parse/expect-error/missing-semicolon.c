// EXPECT-ERROR: 3:12: expected ';' after expression
void f(int x) {
  x = x + 1
  x = 2;
}
