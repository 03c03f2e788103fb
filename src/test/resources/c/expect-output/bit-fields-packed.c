// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: A size 8 align 1\n
// EXPECT-STDOUT: B size 4 align 1\n
// EXPECT-STDOUT: C size 14 align 1\n
// EXPECT-STDOUT: D size 13 align 1\n
// EXPECT-STDOUT: U size 3 align 1\n
// EXPECT-STDOUT: outer size 18 align 2\n
// EXPECT-STDOUT: offsets 4 3 1 13 5 16\n
// EXPECT-STDOUT: A.b: 00 03 00 00 00 00 00 00\n
// EXPECT-STDOUT: A.c: 00 0c 00 00 00 00 00 00\n
// EXPECT-STDOUT: A.d: 00 f0 00 00 00 00 00 00\n
// EXPECT-STDOUT: A.e: 00 00 0f 00 00 00 00 00\n
// EXPECT-STDOUT: B.b: 00 03 00 00\n
// EXPECT-STDOUT: B.c: 00 1c 00 00\n
// EXPECT-STDOUT: B.d: 00 e0 01 00\n
// EXPECT-STDOUT: C.s: 00 00 00 00 00 1f 00 00 00 00 00 00 00 00\n
// EXPECT-STDOUT: C.t: 00 00 00 00 00 e0 ff ff 01 00 00 00 00 00\n
// EXPECT-STDOUT: C.l: 00 00 00 00 00 00 00 00 fe ff ff ff 03 00\n
// EXPECT-STDOUT: D.u: 07 00 00 00 00 00 00 00 00 00 00 00 00\n
// EXPECT-STDOUT: D.v: 00 00 00 00 07 00 00 00 00 00 00 00 00\n
// EXPECT-STDOUT: U.a: ff 0f 00\n
// EXPECT-STDOUT: U.s: ff 01 00\n
// EXPECT-STDOUT: B aa 1 5 9 ee\n
// EXPECT-STDOUT: B aa 1 4 1 ee\n
// EXPECT-STDOUT: B: aa 31 00 ee\n
// EXPECT-STDOUT: C 99 -7 -3 -400000 3589934592 116\n
// EXPECT-STDOUT: C -3 524287 3589934593 116\n
// EXPECT-STDOUT: outer 1 3 4 5 6 7 8\n
// __attribute__((packed)) structs and unions, as gcc lays them out on x86-64: every member aligned to 1, a
// bit-field at the next bit whatever units of its type it straddles, a zero-width bit-field still moving to
// the next unit of its type; size and alignment, the bytes each bit-field's ones set, values read back and
// neighbours kept (the layouts of SV-COMP's ldv-memsafety-bitfields tasks are of this kind).
// The EXPECT-STDOUT lines are gcc 12.2's output on x86-64 Debian 12, made with
//   gcc -std=gnu11 -O0 -o packed bit-fields-packed.c && ./packed
#include <stdio.h>
#include <string.h>
#include <stddef.h>

struct A { unsigned char a; unsigned char b : 2; unsigned char c : 2; unsigned char d : 4; unsigned char e : 4;
           unsigned char pad; unsigned int f; } __attribute__((packed));
struct B { unsigned char a; unsigned char b : 2; unsigned char c : 3; unsigned char d : 4; unsigned char e; } __attribute__((packed));
struct __attribute__((__packed__)) C { char c; int i; short s : 5; int t : 20; long l : 33; char tail; };
typedef struct { unsigned u : 3; int : 0; unsigned v : 3; long x; } __attribute__((packed)) D;
union __attribute__((packed)) U { unsigned a : 12; char c[3]; int s : 9; };
struct outer { char c; struct C in; short after; };

#define WRAP(T) struct align_##T { char c; T t; }
typedef struct A A; WRAP(A);
typedef struct B B; WRAP(B);
typedef struct C C; WRAP(C);
WRAP(D);
typedef union U U; WRAP(U);
typedef struct outer outer; WRAP(outer);

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

int main(void) {
    LAYOUT(A); LAYOUT(B); LAYOUT(C); LAYOUT(D); LAYOUT(U); LAYOUT(outer);
    printf("offsets %lu %lu %lu %lu %lu %lu\n", (unsigned long)offsetof(struct A, f), (unsigned long)offsetof(struct B, e),
           (unsigned long)offsetof(struct C, i), (unsigned long)offsetof(struct C, tail), (unsigned long)offsetof(D, x),
           (unsigned long)offsetof(struct outer, after));
    FIELD(A, b); FIELD(A, c); FIELD(A, d); FIELD(A, e);
    FIELD(B, b); FIELD(B, c); FIELD(B, d);
    FIELD(C, s); FIELD(C, t); FIELD(C, l);
    FIELD(D, u); FIELD(D, v);
    FIELD(U, a); FIELD(U, s);

    struct B b;
    memset(&b, 0, sizeof b);
    b.a = 0xaa;
    b.b = 1;
    b.c = 5;
    b.d = 9;
    b.e = 0xee;
    printf("B %x %u %u %u %x\n", b.a, b.b, b.c, b.d, b.e);
    b.d += 8;
    b.c--;
    printf("B %x %u %u %u %x\n", b.a, b.b, b.c, b.d, b.e);
    bytes("B", (const unsigned char *)&b, sizeof b);

    struct C c = { 'c', -7, -3, -400000, -5000000000L, 't' };
    printf("C %d %d %d %d %ld %d\n", c.c, c.i, c.s, c.t, (long)c.l, c.tail);
    c.t = 524287;
    c.l++;
    printf("C %d %d %ld %d\n", c.s, c.t, (long)c.l, c.tail);

    struct outer o = { 1, { 2, 3, 4, 5, 6, 7 }, 8 };
    printf("outer %d %d %d %d %ld %d %d\n", o.c, o.in.i, o.in.s, o.in.t, (long)o.in.l, o.in.tail, o.after);
    return 0;
}
