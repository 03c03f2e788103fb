/* With --no-check division-by-zero, x / 0 takes SMT-LIB's value: all ones (-1) for x >= 0, and 1 for a
   negative x (bvsdiv divides |x| and negates); x % 0 is x. A concrete run gives the same values as the
   symbolic path, so each leaf's test replays. Leaves: x < 0 returns 1, x >= 0 returns 2. */
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int zero = 0;
    int q = x / zero;
    int r = x % zero;
    if (r != x) return 9;
    if (q == 1) return 1;
    if (q == -1) return 2;
    return 3;
}
