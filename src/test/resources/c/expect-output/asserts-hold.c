// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: all hold\n
// assert, __VERIFIER_assert and __VERIFIER_assume that hold: no error, normal output.
#include <stdio.h>
#include <assert.h>

extern void __VERIFIER_assert(int cond);
extern void __VERIFIER_assume(int cond);

int main(void) {
    int x = 5;
    __VERIFIER_assume(x > 0);
    assert(x == 5);
    __VERIFIER_assert(x * 2 == 10);
    printf("all hold\n");
    return 0;
}
