/* calloc's block is all zeros, and so are globals: no path reaches reach_error (while malloc's block, in
   heap_uninit_false.c, is arbitrary) */
extern void abort(void);
void reach_error() { abort(); }
extern void *calloc(unsigned int, unsigned int);
extern void free(void *);

struct item { struct item *next; struct item *prev; };
int table[8];

int main(void) {
  struct item *p = calloc(1, sizeof *p);
  if (!p) return 0;
  if (p->prev || p->next || table[3]) reach_error();
  free(p);
  return 0;
}
