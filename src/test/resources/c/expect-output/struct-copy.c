// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 1 2 10 2\n
// EXPECT-STDOUT: 1 6 2\n
// EXPECT-STDOUT: box Box 4 40\n
// EXPECT-STDOUT: 1 0\n
// Struct assignment, parameters and return values copy the whole struct, arrays inside included.
#include <stdio.h>

struct point {
    int x, y;
};

struct shape {
    char name[8];
    struct point corner[2];
    int count;
};

struct point moved(struct point p, int dx) {
    p.x += dx;          // changes the callee's copy only
    return p;
}

void bump(struct shape s) {
    s.count = 99;
    s.corner[0].x = 99;
}

int main(void) {
    struct point a = {1, 2};
    struct point b = a;
    struct shape s = {"box", {{0, 0}, {3, 4}}, 1};
    struct shape t;
    b.x = 10;
    printf("%d %d %d %d\n", a.x, a.y, b.x, b.y);   // 1 2 10 2
    b = moved(a, 5);
    printf("%d %d %d\n", a.x, b.x, b.y);           // 1 6 2
    t = s;
    t.name[0] = 'B';
    t.corner[1].y = 40;
    printf("%s %s %d %d\n", s.name, t.name, s.corner[1].y, t.corner[1].y); // box Box 4 40
    bump(s);
    printf("%d %d\n", s.count, s.corner[0].x);     // 1 0
    return 0;
}
