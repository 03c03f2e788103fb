/* Memory shared copy-on-write between the states of parallel workers: a heap list built along the path (one
   node per byte kept, malloc'd and linked at path-dependent addresses), an 8-byte symbolic buffer read through
   a pointer, a global counter written on every path, then the list summed and freed; 2^8 = 256 paths, and an
   out-of-bounds error on the ones that keep every byte (the last node's write goes one past the array). */
#include <stdlib.h>
extern void effigy_symbolic(void *p, unsigned long size, const char *name);

struct node { unsigned char v; struct node *next; };
int kept_total;
unsigned char last[8];

int main(void) {
  unsigned char buf[8];
  effigy_symbolic(buf, sizeof buf, "buf");
  struct node *head = 0;
  int n = 0;
  for (const unsigned char *p = buf; p < buf + 8; p++) {
    if (*p >= 'a') {
      struct node *x = malloc(sizeof *x);
      x->v = *p;
      x->next = head;
      head = x;
      n++;
      kept_total++;
    }
  }
  int sum = 0;
  while (head) {
    struct node *next = head->next;
    sum += head->v;
    free(head);
    head = next;
  }
  if (n == 8) last[n] = 1;   /* out of bounds */
  else last[n] = (unsigned char) sum;
  return sum + kept_total;
}
