// EXPECT-ERROR: 4:3: array type 'int [2]' is not assignable
int a[2], b[2];
void f(void) {
  a = b;
}
