// RUN: effigy explore
// EXPECT-LEAVES: 2
// EXPECT-STATUS: returned=1 error=1
// Leaves: alloca's block lives in main's frame; p[2] == 'a' frees it, which is not a heap block (invalid free, leaf
// 1); otherwise main returns (leaf 2). The shape of sv-benchmarks' memsafety-ext3/freeAlloca.
extern void *alloca(unsigned long size);
extern void free(void *);
extern char __VERIFIER_nondet_char(void);

int main(void) {
    char *p = alloca(10);
    for (int i = 0; i < 10; i++) p[i] = __VERIFIER_nondet_char();
    if (p[2] == 'a')
        free(p); // EXPECT-ERROR: invalid-free
    return 0;
}
