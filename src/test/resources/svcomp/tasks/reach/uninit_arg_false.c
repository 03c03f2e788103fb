/* ILP32: false (unreach-call): an unassigned variable holds an arbitrary value (SV-COMP's reading), so passing the
   unassigned pointer is no error, and neither is the branch on the unassigned int */
extern void abort(void);
void reach_error() { abort(); }
extern void *malloc(unsigned int);

struct node { int key; struct node *next; };
struct node *head;

void push(struct node *n, int k) {
  n = malloc(sizeof(struct node));
  if (!n) abort();
  n->key = k;
  n->next = head;
  head = n;
}

int main(void) {
  struct node *unused;
  int flag;
  push(unused, 1);
  push(unused, 2);
  if (flag > 0 && head->key == 2) reach_error();
  return 0;
}
