/* Shared between main.c and counter.c: one global counter, defined in counter.c. */
extern int counter;
int bump(int by);
int total(void);
