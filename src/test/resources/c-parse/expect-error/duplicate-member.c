// EXPECT-ERROR: 4:7: duplicate member 'a' (previous declaration at 3:7)
struct S {
  int a;
  int a;
};
