// EXPECT-ERROR: 4:7: redefinition of 'a' (previous declaration at 3:7)
void f(void) {
  int a;
  int a;
}
