#include "counter.h"

int counter;               /* the definition of main.c's extern */
static int calls;          /* internal: main.c has its own 'calls' */

static int helper(int x) { return 2 * x; }   /* main.c has its own static helper too */

int bump(int by) {
    calls++;
    counter += helper(by);
    return counter;
}

int total(void) { return counter + 1000 * calls; }
