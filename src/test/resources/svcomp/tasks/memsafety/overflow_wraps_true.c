// x + 1 overflows for x = INT_MAX: undefined behaviour in C, but not a memory-safety violation, and SV-COMP's
// expected verdicts for valid-memsafety take it to wrap around (termination-crafted/Gothenburg-1 expects true where
// its counters can overflow). Every store stays in the array whatever y is.
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int a[4] = {0, 0, 0, 0};
    int x = __VERIFIER_nondet_int();
    int y = x + 1;
    if (y >= 0 && y < 4) a[y] = 1;
    return a[0];
}
