// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: basic size 4 align 4\n
// EXPECT-STDOUT: zero size 5 align 1\n
// EXPECT-STDOUT: zero2 size 8 align 4\n
// EXPECT-STDOUT: unnamed size 3 align 1\n
// EXPECT-STDOUT: chars size 2 align 1\n
// EXPECT-STDOUT: longs size 16 align 8\n
// EXPECT-STDOUT: boolf size 1 align 1\n
// EXPECT-STDOUT: shorts size 4 align 2\n
// EXPECT-STDOUT: ll size 16 align 8\n
// EXPECT-STDOUT: ubits size 4 align 4\n
// EXPECT-STDOUT: uonly size 3 align 1\n
// EXPECT-STDOUT: uwide size 8 align 8\n
// EXPECT-STDOUT: after size 16 align 8\n
// EXPECT-STDOUT: sizes 4 8 8 4 4\n
// EXPECT-STDOUT: offsets 4 2 4 8\n
// EXPECT-STDOUT: basic.a: 07 00 00 00\n
// EXPECT-STDOUT: basic.b: f8 00 00 00\n
// EXPECT-STDOUT: basic.c: 00 ff 00 00\n
// EXPECT-STDOUT: struct sign.s: 0f 00 00 00\n
// EXPECT-STDOUT: struct sign.t: 70 00 00 00\n
// EXPECT-STDOUT: struct sign.u: 80 ff 00 00\n
// EXPECT-STDOUT: struct straddle.a: ff ff ff 3f 00 00 00 00\n
// EXPECT-STDOUT: struct straddle.b: 00 00 00 00 0f 00 00 00\n
// EXPECT-STDOUT: chars.a: 1f 00\n
// EXPECT-STDOUT: chars.b: 00 1f\n
// EXPECT-STDOUT: zero2.a: 07 00 00 00 00 00 00 00\n
// EXPECT-STDOUT: zero2.b: 00 00 00 00 07 00 00 00\n
// EXPECT-STDOUT: longs.a: ff ff ff ff ff 00 00 00 00 00 00 00 00 00 00 00\n
// EXPECT-STDOUT: longs.b: 00 00 00 00 00 00 00 00 ff ff ff 3f 00 00 00 00\n
// EXPECT-STDOUT: longs.c: 00 00 00 00 00 00 00 00 00 00 00 c0 ff ff 03 00\n
// EXPECT-STDOUT: struct mixed.f: 00 ff 0f 00 00 00 00 00\n
// EXPECT-STDOUT: struct mixed.g: 00 00 00 00 00 00 0f 00\n
// EXPECT-STDOUT: boolf.b: 01\n
// EXPECT-STDOUT: boolf.x: fe\n
// EXPECT-STDOUT: struct enums.c: 03 00 00 00\n
// EXPECT-STDOUT: struct enums.d: 0c 00 00 00\n
// EXPECT-STDOUT: after.s: 07 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n
// EXPECT-STDOUT: shorts.s: 00 00 ff 01\n
// EXPECT-STDOUT: ll.x: 00 00 00 00 00 00 00 00 ff ff ff ff ff ff ff 0f\n
// EXPECT-STDOUT: struct plain.p: 07 00 00 00\n
// EXPECT-STDOUT: struct plain.q: 38 00 00 00\n
// EXPECT-STDOUT: struct plain.r: 00 07 00 00\n
// EXPECT-STDOUT: ubits.a: 07 00 00 00\n
// EXPECT-STDOUT: ubits.s: 1f 00 00 00\n
// EXPECT-STDOUT: uwide.a: ff ff ff ff 01 00 00 00\n
// EXPECT-STDOUT: signed -8 -4 -256\n
// EXPECT-STDOUT: wrapped -4 -212\n
// EXPECT-STDOUT: decremented 7\n
// EXPECT-STDOUT: basic 1 31 255\n
// EXPECT-STDOUT: after 0 0 255\n
// EXPECT-STDOUT: promoted 1 -1 4\n
// EXPECT-STDOUT: assignment 5 1 -1\n
// EXPECT-STDOUT: postfix 5 6\n
// EXPECT-STDOUT: compound 3 20 27\n
// EXPECT-STDOUT: neighbours 3 20 255\n
// EXPECT-STDOUT: bool 1 72\n
// EXPECT-STDOUT: enums 3 -1 1\n
// EXPECT-STDOUT: enum wrapped -1\n
// EXPECT-STDOUT: longs ffffffffff 3fffffff -5\n
// EXPECT-STDOUT: long wrapped 0\n
// EXPECT-STDOUT: ll 113 -1\n
// EXPECT-STDOUT: plain -1 1 -1\n
// EXPECT-STDOUT: union 7 -1 255\n
// EXPECT-STDOUT: union written 2 -6 250\n
// EXPECT-STDOUT: init 120 -100 7 9 / 2 0 0 3\n
// EXPECT-STDOUT: static 1 -2048 -3 15 / 5 0 200 / 6 6\n
// EXPECT-STDOUT: gm: 01 00 08 00 fd ff 0f 00\n
// EXPECT-STDOUT: copy 2047 -100\n
// Bit-fields laid out, read and written as gcc does on x86-64 Linux (the System V ABI): for each struct or
// union its size and alignment (the offset of a member after a char) and, for each bit-field, the bytes
// that setting all its bits to one sets (a union with an unsigned char array), which shows its offset and
// width; then values read back (negative signed fields, unsigned wrap-around on a write, the value of an
// assignment, ++, --, compound assignment, the promotion of narrow fields to int), initializers (positional
// and designated, automatic and static) and neighbouring fields left unchanged by a write.
// The EXPECT-STDOUT lines are gcc 12.2's output on this kind of machine (x86-64, Debian 12), made with
//   gcc -std=gnu11 -O0 -o layout bit-fields-layout.c && ./layout
// and CorpusGccTest compiles and compares the program again (-O0 and -O2, with sanitizers) where gcc exists.
#include <stdio.h>
#include <string.h>
#include <stddef.h>

struct basic { unsigned a : 3; unsigned b : 5; unsigned c : 8; };
struct sign { int s : 4; signed char t : 3; short u : 9; };
struct straddle { unsigned a : 30; unsigned b : 4; };
struct chars { unsigned char a : 5; unsigned char b : 5; };
struct zero { char a; int : 0; char b; };
struct zero2 { unsigned a : 3; unsigned : 0; unsigned b : 3; };
struct unnamed { char a; int : 4; char b; };
struct longs { unsigned long a : 40; unsigned long b : 30; long c : 20; };
struct mixed { char c; int f : 12; short s; unsigned g : 4; };
struct boolf { _Bool b : 1; unsigned char x : 7; };
enum color { RED, GREEN, BLUE, WHITE };
enum delta { MINUS = -1, ZERO, PLUS };
struct enums { enum color c : 2; enum delta d : 2; };
struct after { short s : 3; long l; };
struct shorts { char c; short s : 9; };
struct ll { char c; long long x : 60; };
struct plain { int p : 3; unsigned q : 3; char r : 3; };
union ubits { unsigned a : 3; unsigned char b; int s : 5; };
union uonly { char c; int : 20; };
union uwide { unsigned long a : 33; char c; };

#define WRAP(T) struct align_##T { char c; T t; }
WRAP(int);
typedef struct basic basic; WRAP(basic);
typedef struct zero zero; WRAP(zero);
typedef struct unnamed unnamed; WRAP(unnamed);
typedef struct chars chars; WRAP(chars);
typedef struct longs longs; WRAP(longs);
typedef struct boolf boolf; WRAP(boolf);
typedef struct shorts shorts; WRAP(shorts);
typedef struct ll ll; WRAP(ll);
typedef union ubits ubits; WRAP(ubits);
typedef union uonly uonly; WRAP(uonly);
typedef union uwide uwide; WRAP(uwide);
typedef struct after after; WRAP(after);
typedef struct zero2 zero2; WRAP(zero2);

#define LAYOUT(T) printf(#T " size %lu align %lu\n", (unsigned long)sizeof(T), (unsigned long)offsetof(struct align_##T, t))

static void bytes(const char *name, const unsigned char *b, unsigned long n) {
    printf("%s:", name);
    for (unsigned long i = 0; i < n; i++) printf(" %02x", b[i]);
    printf("\n");
}

#define FIELD(T, f) do { \
        union { T s; unsigned char b[sizeof(T)]; } u; \
        memset(&u, 0, sizeof u); \
        u.s.f = -1; \
        bytes(#T "." #f, u.b, sizeof u.b); \
    } while (0)

static struct mixed gm = { 1, -2048, -3, 15 };
static struct basic gd = { .c = 200, .a = 13 };
static union ubits gu = { 6 };

int main(void) {
    LAYOUT(basic); LAYOUT(zero); LAYOUT(zero2); LAYOUT(unnamed); LAYOUT(chars); LAYOUT(longs); LAYOUT(boolf);
    LAYOUT(shorts); LAYOUT(ll); LAYOUT(ubits); LAYOUT(uonly); LAYOUT(uwide); LAYOUT(after);
    printf("sizes %lu %lu %lu %lu %lu\n", (unsigned long)sizeof(struct sign), (unsigned long)sizeof(struct straddle),
           (unsigned long)sizeof(struct mixed), (unsigned long)sizeof(struct enums), (unsigned long)sizeof(struct plain));
    printf("offsets %lu %lu %lu %lu\n", (unsigned long)offsetof(struct zero, b), (unsigned long)offsetof(struct unnamed, b),
           (unsigned long)offsetof(struct mixed, s), (unsigned long)offsetof(struct after, l));

    FIELD(basic, a); FIELD(basic, b); FIELD(basic, c);
    FIELD(struct sign, s); FIELD(struct sign, t); FIELD(struct sign, u);
    FIELD(struct straddle, a); FIELD(struct straddle, b);
    FIELD(chars, a); FIELD(chars, b);
    FIELD(zero2, a); FIELD(zero2, b);
    FIELD(longs, a); FIELD(longs, b); FIELD(longs, c);
    FIELD(struct mixed, f); FIELD(struct mixed, g);
    FIELD(boolf, b); FIELD(boolf, x);
    FIELD(struct enums, c); FIELD(struct enums, d);
    FIELD(after, s);
    FIELD(shorts, s);
    FIELD(ll, x);
    FIELD(struct plain, p); FIELD(struct plain, q); FIELD(struct plain, r);
    FIELD(ubits, a); FIELD(ubits, s);
    FIELD(uwide, a);

    struct sign sg;
    memset(&sg, 0, sizeof sg);
    sg.s = 7;
    sg.s++;
    sg.t = -4;
    sg.u = -256;
    printf("signed %d %d %d\n", sg.s, sg.t, sg.u);
    sg.t = 4;
    sg.u = 300;
    printf("wrapped %d %d\n", sg.t, sg.u);
    sg.s = -8;
    sg.s--;
    printf("decremented %d\n", sg.s);

    struct basic b = { 0 };
    b.a = 9;
    b.b = 31;
    b.c = 255;
    printf("basic %u %u %u\n", b.a, b.b, b.c);
    b.b++;
    b.a += 7;
    printf("after %u %u %u\n", b.a, b.b, b.c);
    printf("promoted %d %d %d\n", b.a - 1 < 0, b.c - 256, (int)sizeof(b.a + 0));
    int assigned = (b.a = 13);
    printf("assignment %d", assigned);
    assigned = b.c = 257;
    printf(" %d %d\n", assigned, (b.b = 40) - 9);
    unsigned old = b.a++;
    printf("postfix %u %u\n", old, b.a);
    b.c *= 3;
    b.c -= 1000;
    b.a /= 2;
    b.b |= 5;
    b.b <<= 2;
    printf("compound %u %u %u\n", b.a, b.b, b.c);
    b.c = 0;
    b.c--;
    printf("neighbours %u %u %u\n", b.a, b.b, b.c);

    struct boolf bf = { 0 };
    bf.b = 5;
    bf.x = 200;
    printf("bool %d %d\n", bf.b, bf.x);

    struct enums e = { 0 };
    e.c = WHITE;
    e.d = MINUS;
    printf("enums %d %d %d\n", e.c, e.d, e.c == WHITE && e.d == MINUS);
    e.d = 3;
    printf("enum wrapped %d\n", e.d);

    struct longs l = { 0 };
    l.a = 0xFFFFFFFFFFUL;
    l.b = 0x3FFFFFFF;
    l.c = -5;
    printf("longs %lx %lx %ld\n", (unsigned long)l.a, (unsigned long)l.b, (long)l.c);
    l.a++;
    printf("long wrapped %lx\n", (unsigned long)l.a);

    struct ll x = { 'q', -1 };
    printf("ll %d %lld\n", x.c, (long long)x.x);

    struct plain pl = { -1, 9, -1 };
    printf("plain %d %d %d\n", pl.p, pl.q, pl.r);

    union ubits u;
    u.b = 0xff;
    printf("union %u %d %u\n", u.a, u.s, u.b);
    u.a = 2;
    printf("union written %u %d %u\n", u.a, u.s, u.b);

    struct mixed m = { 'x', -100, 7, 9 };
    struct mixed d = { .g = 3, .c = 2 };
    printf("init %d %d %d %u / %d %d %d %u\n", m.c, m.f, m.s, m.g, d.c, d.f, d.s, d.g);
    printf("static %d %d %d %u / %u %u %u / %u %d\n", gm.c, gm.f, gm.s, gm.g, gd.a, gd.b, gd.c, gu.a, gu.s);
    bytes("gm", (const unsigned char *)&gm, sizeof gm);
    struct mixed copy = m;
    copy.f = 2047;
    printf("copy %d %d\n", copy.f, m.f);
    return 0;
}
