/* j has no value before the nested loops and one after them: jumped over, the outer loop must give it one, or the
   printf after the loops reads it unassigned, ends the only path, and the bound misses the loop after it (campaign
   case 880 of seed 23: a bound of 89 statements where a run executes 106). */
#include <stdio.h>

int main(void) {
    int i, j, pairs = 0;
    for (i = 0; i < 4; i++) {
        for (j = 0; j < 4; j++) {
            if (j == i) continue;
            if (j > 2) break;
            pairs++;
        }
        if (i == 2) break;
    }
    printf("\npairs=%d i=%d j=%d\n", pairs, i, j);
    i = 0;
    while (1) {
        if (++i % 2) continue;
        if (i > 6) break;
        printf("%d ", i);
    }
    return 0;
}
