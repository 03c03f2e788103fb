/* LP64: true: 7 characters and a terminator in 8 bytes */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "string_true.c", 3, "reach_error"); }
extern char __VERIFIER_nondet_char(void);

int main() {
  char s[8];
  for (int i = 0; i < 7; i++) { s[i] = __VERIFIER_nondet_char(); if (s[i] == 0) s[i] = 'a'; }
  s[7] = 0;
  int n = 0;
  while (s[n]) n++;
  return n;
}
