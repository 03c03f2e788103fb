// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=2 error=1
// void * arithmetic (GNU C: element size 1) with a symbolic offset: p + n stays in the 8-byte buffer for
// n in 0..7, and p - q counts bytes.
// Leaves: n > 7 (returned early), the byte at offset n is 42 only for n == 5 (error), and any other n.
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
    unsigned char buf[8] = { 1, 2, 3, 4, 5, 42, 7, 8 };
    unsigned n = __VERIFIER_nondet_uint();
    if (n > 7) return 0;
    void *p = buf;
    void *q = p + n;
    q++;
    q--;
    if (q - p != n || sizeof(void) != 1) return 2;
    if (*(unsigned char *)q == 42) reach_error(); // EXPECT-ERROR: reach-error
    return 1;
}
