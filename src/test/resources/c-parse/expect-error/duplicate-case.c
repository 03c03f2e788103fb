// EXPECT-ERROR: 5:10: duplicate case value '2' (previous declaration at 4:5)
int f(int x) {
  switch (x) {
    case 2: return 1;
    case 1 + 1: return 2;
  }
  return 0;
}
