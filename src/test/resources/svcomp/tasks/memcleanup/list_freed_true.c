/* LP64: true: every node of the list is freed before main returns */
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int value; struct node *next; };

int main() {
  struct node *head = 0;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4) return 0;
  for (int i = 0; i < n; i++) {
    struct node *fresh = malloc(sizeof *fresh);
    fresh->value = i;
    fresh->next = head;
    head = fresh;
  }
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
