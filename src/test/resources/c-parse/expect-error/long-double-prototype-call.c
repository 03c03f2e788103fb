// EXPECT-ERROR: 7:10: 'strtold' is declared with long double at line 3, and long double is not supported (only float and double)
/* glibc's stdlib.h declares strtold: the prototype is left out, a call is the error */
extern long double strtold(const char *nptr, char **endptr);
extern double strtod(const char *nptr, char **endptr);
int main(void) {
  double d = strtod("1.5", 0);
  return strtold("2", 0) > d;
}
