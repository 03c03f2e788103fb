// RUN: effigy explore
// EXPECT-LEAVES: 5
// EXPECT-STATUS: returned=4 error=1
// Functions the program declares and never defines are inputs: each call of read_level, read_count and
// read_offset returns a fresh symbol (read_level@LINE), log_value does nothing. read_level is called at
// three lines, once discarding its result (that call still reads an input, so a harness returns b the
// third value). The C harnesses define the four with these declared types (a struct pointer, an enum,
// unsigned long, signed char and an int * parameter).
// Leaves: a != 5 returns 1; a == 5, b != 9 returns 2; then n == 4000000000 and off == -3 aborts, the
// other two ways return 0. (c1.id is a nondet input that no branch reads.)
#include <stdlib.h>

struct channel { int id; };
enum mode { QUIET, VERBOSE };

extern int read_level(const struct channel *ch);
extern unsigned long read_count(void);
extern signed char read_offset(const char *name, int *slot);
extern void log_value(enum mode m, const char *tag, long v);
extern int __VERIFIER_nondet_int(void);

int main(void) {
    struct channel c1 = {__VERIFIER_nondet_int()}, c2 = {2}, c3 = {3};
    int slot = 0;
    int a = read_level(&c1);
    read_level(&c2);
    int b = read_level(&c3);
    log_value(VERBOSE, "levels", (long) a + b);
    if (a != 5) return 1;
    if (b != 9) return 2;
    unsigned long n = read_count();
    signed char off = read_offset("x", &slot);
    if (n == 4000000000UL && off == -3) {
        abort(); // EXPECT-ERROR: abort
    }
    return 0;
}
