// EXPECT-ERROR: 3:10: subtraction of pointers to incompatible types ('void *' and 'char *')
long f(void *p, char *q) {
  return p - q;
}
