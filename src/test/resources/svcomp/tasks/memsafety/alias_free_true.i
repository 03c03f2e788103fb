/* ILP32: true: one free through the alias */
# 1 "alias_free_true.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "alias_free_true.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "alias_free_true.c", 3, "reach_error"); }
# 1 "/usr/include/stdlib.h" 1 3 4
typedef unsigned int size_t;
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) ;
extern void *realloc (void *__ptr, size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__));
extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));
# 5 "alias_free_true.c" 2
extern int __VERIFIER_nondet_int(void);

int main() {
  int *p = malloc(2 * sizeof(int));
  int *q = p;
  p[1] = __VERIFIER_nondet_int();
  int r = q[1];
  if (r > 0) { free(q); return 1; }
  free(p);
  return 0;
}
