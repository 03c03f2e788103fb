// EXPECT-ERROR: 4:10: invalid operands to binary '+' ('struct S' and 'int')
struct S { int a; } s;
int f(void) {
  return s + 1;
}
