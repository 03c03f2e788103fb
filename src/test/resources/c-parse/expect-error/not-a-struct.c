// EXPECT-ERROR: 3:10: member reference base type 'int' is not a struct or union
int f(int x) {
  return x.y;
}
