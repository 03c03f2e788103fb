// RUN: effigy explore --check-leaks
// EXPECT-LEAVES: 4
// EXPECT-STATUS: returned=4
// Leaves: n = 0..3 nodes (ASSUME), each path one leaf; no leak on any: the list is reachable from the
// global head when main returns, the grown buffer was moved by realloc and freed, and calloc's block freed.
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

struct node { int v; struct node *next; };
struct node *head;

int main(void) {
    int n = __VERIFIER_nondet_int();
    __VERIFIER_assume(n >= 0 && n <= 3);
    for (int i = 0; i < n; i++) {
        struct node *x = malloc(sizeof *x);
        x->v = i;
        x->next = head;
        head = x;
    }
    char *buf = malloc(4);
    buf = realloc(buf, 64);
    buf[63] = 0;
    free(buf);
    int *zeros = calloc(4, sizeof(int));
    free(zeros);
    return 0;
}
