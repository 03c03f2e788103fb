/* ILP32: false (termination): the loop goes on while the first input says so and adds a node only when the second
   does; with the first always 1 and the second always 0 the list and every variable are the same at each start of
   the loop, which then runs for ever (no recurrence set over integers can say so: the state is pointers and memory);
   inputs: 1 0 1 0 ... */
extern int __VERIFIER_nondet_int(void);
extern void *malloc(unsigned int);
extern void free(void *);

struct node { struct node *next; int value; };

int main(void) {
  struct node *head = 0, *n;
  while (__VERIFIER_nondet_int()) {
    if (__VERIFIER_nondet_int()) {
      n = malloc(sizeof *n);
      if (!n) return 0;
      n->next = head;
      n->value = 1;
      head = n;
    }
  }
  while (head) {
    n = head->next;
    free(head);
    head = n;
  }
  return 0;
}
