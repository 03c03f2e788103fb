// RUN: effigy run
// EXPECT-EXIT: 0
// EXPECT-STDOUT: 0x1.99999ap+0 -0x1.066666p+1 0x1.343958p-2\n
// EXPECT-STDOUT: -0.299700022\n
// EXPECT-STDOUT: 0.533333 -0.683333 0.100333\n
// EXPECT-STDOUT: -0x1.fa1c399235061p-1 0x1.35bef986866eep-3 -0.98849658880000046 0.15124316159999956\n
// EXPECT-STDOUT: 0x1.bf08eb002p+34 0x1.1fffffffc9064p+1\n
// Structs of floats and doubles passed and returned by value and through pointers
#include <stdio.h>

struct vec { float x, y, z; };
struct cplx { double re, im; };

static struct vec add(struct vec a, struct vec b) {
    struct vec r = { a.x + b.x, a.y + b.y, a.z + b.z };
    return r;
}
static float dot(const struct vec *a, const struct vec *b) { return a->x * b->x + a->y * b->y + a->z * b->z; }
static struct cplx mul(struct cplx a, struct cplx b) {
    struct cplx r;
    r.re = a.re * b.re - a.im * b.im;
    r.im = a.re * b.im + a.im * b.re;
    return r;
}
static void scale(struct vec *v, float k) { v->x *= k; v->y *= k; v->z *= k; }

int main(void) {
    struct vec a = { 0.1f, 0.2f, 0.3f }, b = { 1.5f, -2.25f, 1e-3f };
    struct vec c = add(a, b);
    printf("%a %a %a\n", (double)c.x, (double)c.y, (double)c.z);
    printf("%.9g\n", dot(&a, &b));
    scale(&c, 1.0f / 3.0f);
    printf("%g %g %g\n", c.x, c.y, c.z);
    struct cplx z = { 0.6, 0.8 }, p = { 1.0, 0.0 };
    for (int i = 0; i < 10; i++) p = mul(p, z);
    printf("%a %a %.17g %.17g\n", p.re, p.im, p.re, p.im);
    struct cplx arr[3] = { { 1, 2 }, { -0.5, 0.25 }, { 3e10, -1e-10 } };
    struct cplx acc = { 0, 0 };
    for (int i = 0; i < 3; i++) { acc.re += arr[i].re; acc.im += arr[i].im; }
    printf("%a %a\n", acc.re, acc.im);
    return 0;
}
