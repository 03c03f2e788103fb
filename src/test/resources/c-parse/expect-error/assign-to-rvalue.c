// EXPECT-ERROR: 3:3: expression is not assignable
void f(int a) {
  a + 1 = 2;
}
