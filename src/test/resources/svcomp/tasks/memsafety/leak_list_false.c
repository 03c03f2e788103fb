/* ILP32: false (valid-memtrack): n = 2: the second node is lost; inputs: 2 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "leak_list_false.c", 3, "reach_error"); }
#include <stdlib.h>
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

struct node { int data; struct node *next; };
int main() {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 1 && n <= 4);
  struct node *head = 0;
  for (int i = 0; i < n; i++) {
    struct node *p = malloc(sizeof(struct node));
    p->data = i; p->next = head; head = p;
  }
  int d = head->data;
  free(head);
  head = 0;
  return d;
}
