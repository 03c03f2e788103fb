// EXPECT-ERROR: 4:10: unexpected type name 'T': expected expression
typedef int T;
int f(void) {
  return T;
}
