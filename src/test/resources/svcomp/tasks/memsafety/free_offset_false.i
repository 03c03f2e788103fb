/* ILP32: false (valid-free): i = 1; inputs: 1 */
# 1 "free_offset_false.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "free_offset_false.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "free_offset_false.c", 3, "reach_error"); }
# 1 "/usr/include/stdlib.h" 1 3 4
typedef unsigned int size_t;
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) ;
extern void *realloc (void *__ptr, size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__));
extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));
# 5 "free_offset_false.c" 2
extern void __VERIFIER_assume(int);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main() {
  char *p = malloc(10);
  unsigned char i = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(i < 3);
  p[i] = 0;
  free(p + i);
  return 0;
}
