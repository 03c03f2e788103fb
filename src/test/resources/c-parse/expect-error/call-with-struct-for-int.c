// EXPECT-ERROR: 5:12: cannot convert 'struct S' to 'int' in argument 1 of 'g'
struct S { int a; } s;
int g(int);
int f(void) {
  return g(s);
}
