/* ILP32: false (unreach-call): n = 3, values 9, 5, 1 (pushed in that order); inputs: 3 9 5 1 */
# 1 "list_sorted_false.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 1 "<command-line>" 2
# 1 "list_sorted_false.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "list_sorted_false.c", 3, "reach_error"); }
# 1 "/usr/include/stdlib.h" 1 3 4
typedef unsigned int size_t;
extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) ;
extern void *realloc (void *__ptr, size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__));
extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));
# 5 "list_sorted_false.c" 2
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

struct node { int data; struct node *next; };
int main() {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 3);
  struct node *head = 0;
  for (int i = 0; i < n; i++) {
    struct node *p = malloc(sizeof(struct node));
    p->data = __VERIFIER_nondet_int(); p->next = head; head = p;
    __VERIFIER_assume(p->data >= 0 && p->data < 10);
  }
  int len = 0, sorted = 1;
  for (struct node *p = head; p; p = p->next) {
    len++;
    if (p->next && p->data >= p->next->data) sorted = 0;
  }
  if (len == 3 && sorted && head->data == 1 && head->next->next->data == 9) reach_error();
  while (head) { struct node *t = head->next; free(head); head = t; }
  return 0;
}
