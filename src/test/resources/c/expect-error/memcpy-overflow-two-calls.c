// RUN: effigy explore
// EXPECT-LEAVES: 3
// EXPECT-STATUS: returned=1 error=2
// Leaves: choice 0 copies 8 bytes into a 4-byte array, choice 1 copies 3 into a 2-byte one: each overflow
// happens inside Effigy's memcpy and is reported at the program's call of it (the library's line is kept as
// the error's second place), so the two are two errors, at two lines; any other choice returns.
#include <string.h>

extern int __VERIFIER_nondet_int(void);

int main(void) {
    char src[8] = "abcdefg";
    char a[4], b[2];
    int choice = __VERIFIER_nondet_int();
    if (choice == 0) memcpy(a, src, sizeof src); // EXPECT-ERROR: out-of-bounds
    if (choice == 1) memcpy(b, src, 3); // EXPECT-ERROR: out-of-bounds
    return 0;
}
