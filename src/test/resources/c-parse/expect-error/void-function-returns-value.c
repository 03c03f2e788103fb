// EXPECT-ERROR: 3:10: void function 'f' should not return a value
void f(void) {
  return 1;
}
