// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; the loop walks past the end of a one-node list and dereferences NULL.
#include <stddef.h>

struct node {
    int value;
    struct node *next;
};

int main(void) {
    struct node last = {4, NULL};
    struct node first = {3, &last};
    struct node *p = &first;
    int sum = 0;
    while (sum < 10) {
        sum += p->value; // EXPECT-ERROR: null-dereference
        p = p->next;
    }
    return sum;
}
