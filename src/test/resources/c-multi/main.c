#include <stdio.h>
#include "counter.h"

static int calls = 7;
static int helper(int x) { return x + 1; }

int main(void) {
    bump(1);
    bump(helper(2));
    printf("counter=%d total=%d calls=%d\n", counter, total(), calls);
    return counter == 8 ? 0 : 1;
}
