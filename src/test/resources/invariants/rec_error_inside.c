// expect: not-true
// The error is inside the recursion, reached on the sixth call (n == 5): the calls' predicate must hold of every
// call's arguments, not only of the first.
extern void reach_error(void);

void down(int n) {
    if (n == 5) reach_error();
    if (n < 10) down(n + 1);
}

int main(void) {
    down(0);
    return 0;
}
