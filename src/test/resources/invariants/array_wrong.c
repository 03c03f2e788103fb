// expect: not-true
// a[i] = i, so a[3] is 3, not 4: the contents of the array are not in the invariant, and no proof may say otherwise.
extern void reach_error(void);
int a[10];
int main(void) {
    for (int i = 0; i < 10; i++) a[i] = i;
    if (a[3] == 4) return 0;
    reach_error();
    return 0;
}
