/* LP64: true: 8 bytes after realloc, freed once */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "realloc_true.c", 3, "reach_error"); }
#include <stdlib.h>
extern char __VERIFIER_nondet_char(void);

int main() {
  char *buf = malloc(4);
  for (int i = 0; i < 4; i++) buf[i] = __VERIFIER_nondet_char();
  buf = realloc(buf, 8);
  for (int i = 4; i < 8; i++) buf[i] = 0;
  int r = buf[0] + buf[7];
  free(buf);
  return r;
}
