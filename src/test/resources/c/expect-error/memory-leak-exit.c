// RUN: effigy explore --check-leaks
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// Leaves: at exit() no function has returned, so what any active function's variables point to is not
// lost; a block no pointer reaches is (SV-COMP's valid-memtrack). c == 0: the scratch block's pointer is
// dropped before exit (error leaf at the exit call); c == 1: it is kept in a local of make (returned,
// exit status 1); otherwise make returns normally and main frees everything (returned, status 0).
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

struct pair { int *a; int *b; };

void make(struct pair *out, int c) {
    int *scratch = malloc(sizeof(int));
    out->a = malloc(sizeof(int));
    out->b = 0;
    if (c == 0) {
        scratch = 0;
        exit(2); // EXPECT-ERROR: memory-leak
    }
    if (c == 1) exit(1);
    free(scratch);
}

int main(void) {
    struct pair p;
    make(&p, __VERIFIER_nondet_int());
    free(p.a);
    return 0;
}
