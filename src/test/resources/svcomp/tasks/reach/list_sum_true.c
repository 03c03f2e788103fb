/* LP64: true: n <= 5 nodes holding 0..n-1; the sum is n(n-1)/2 */
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "list_sum_true.c", 3, "reach_error"); }
#include <stdlib.h>
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);

struct node { int data; struct node *next; };
int main() {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 5);
  struct node *head = 0;
  for (int i = 0; i < n; i++) {
    struct node *p = malloc(sizeof(struct node));
    p->data = i; p->next = head; head = p;
  }
  int sum = 0;
  for (struct node *p = head; p; p = p->next) sum += p->data;
  if (sum != n * (n - 1) / 2) reach_error();
  while (head) { struct node *t = head->next; free(head); head = t; }
  return 0;
}
