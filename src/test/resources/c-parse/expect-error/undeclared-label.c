// EXPECT-ERROR: 4:8: use of undeclared label 'done'
void f(void) {
  int x = 0;
  goto done;
}
