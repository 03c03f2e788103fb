// RUN: effigy explore
// EXPECT-LEAVES: 18
// EXPECT-STATUS: returned=17 error=1
// Leaves: Effigy's memcpy checks the whole range before it copies (as AddressSanitizer checks a call's range), so a
// symbolic length is one check on the path: every length over 16 is one error at the call (its message names the
// length of its model), lengths 1 to 16 each copy through the loop and return, and 0 returns.
#include <string.h>

extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
    unsigned char value[255] = {0};
    unsigned char name[16];
    unsigned char len = __VERIFIER_nondet_uchar();
    if (len == 0) return 0;
    memcpy(name, value, len); // EXPECT-ERROR: out-of-bounds
    return name[0];
}
