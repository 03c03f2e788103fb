/* ILP32: false (unreach-call): malloc's block holds whatever was there (C leaves it indeterminate; SV-COMP's tools
   read it as arbitrary), so the field the allocator never sets may be non-null, as in heap-manipulation/dll_of_dll-2;
   a local array read before it is written is arbitrary too */
extern void abort(void);
void reach_error() { abort(); }
extern void *malloc(unsigned int);
extern void free(void *);

struct item { struct item *next; struct item *prev; };

int main(void) {
  struct item *p = malloc(sizeof *p);
  if (!p) abort();
  p->next = 0;
  int a[4];
  a[0] = 1;
  if (p->prev && a[2] == 7) reach_error();
  free(p);
  return 0;
}
