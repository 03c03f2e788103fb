// EXPECT-ERROR: 3:13: initialization of 'char *' from 'const char *' discards qualifiers of the pointed-to type
void f(const char *s) {
  char *t = s;
}
