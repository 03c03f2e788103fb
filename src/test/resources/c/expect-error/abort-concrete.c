// RUN: effigy explore
// EXPECT-LEAVES: 1
// EXPECT-STATUS: error=1
// Leaves: one concrete path; the configuration check fails and abort() is called.
#include <stdio.h>
#include <stdlib.h>

struct config {
    int width, height;
};

void validate(const struct config *c) {
    if (c->width * c->height > 1000) {
        printf("too large\n");
        abort(); // EXPECT-ERROR: abort
    }
}

int main(void) {
    struct config c = {40, 30};
    validate(&c);
    return 0;
}
