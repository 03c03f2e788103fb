// EXPECT-ERROR: 4:3: called object type 'int' is not a function or function pointer
int x;
void f(void) {
  x(1);
}
