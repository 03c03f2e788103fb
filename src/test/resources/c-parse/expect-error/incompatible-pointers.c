// EXPECT-ERROR: 5:7: incompatible pointer types in assignment: 'char *' to 'int *'
int *p;
char *q;
void f(void) {
  p = q;
}
